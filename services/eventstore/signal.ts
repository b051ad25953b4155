/** A wake-up flag: `notify` before `wait` is not lost; `wait` gives up after `ms`. */
export class Signal {
  private pending = false;
  private waiter: (() => void) | null = null;

  notify(): void {
    this.pending = true;
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.();
  }

  wait(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const self = this;
      function done() {
        clearTimeout(timer);
        if (self.waiter === done) self.waiter = null;
        self.pending = false;
        resolve();
      }
      this.waiter = done;
    });
  }
}
