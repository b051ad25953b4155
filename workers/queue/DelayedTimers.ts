/** The longest wait one `setTimeout` can hold (about 24.8 days); a longer one fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

interface Entry<T> {
  runAt: number;
  value: T;
  timer: NodeJS.Timeout;
}

/**
 * One timer per key, firing when `now()` reaches its instant. `now` is the queue's clock, which
 * tests may set ahead of the machine's: a timer that wakes before its instant (a far-off one
 * capped at MAX_TIMER_MS, or one a clock set back has not reached) waits again. Timers never
 * keep the process alive.
 */
export class DelayedTimers<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly now: () => number,
    private readonly fire: (key: string, value: T) => void,
  ) {}

  /** Sets (or resets) the key's timer. */
  set(key: string, runAt: number, value: T): void {
    this.delete(key);
    this.arm(key, runAt, value);
  }

  get(key: string): { runAt: number; value: T } | undefined {
    const entry = this.entries.get(key);
    return entry && { runAt: entry.runAt, value: entry.value };
  }

  delete(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    clearTimeout(entry.timer);
    this.entries.delete(key);
    return true;
  }

  clear(): void {
    for (const entry of this.entries.values()) clearTimeout(entry.timer);
    this.entries.clear();
  }

  values(): T[] {
    return [...this.entries.values()].map((e) => e.value);
  }

  private arm(key: string, runAt: number, value: T): void {
    const wait = Math.min(Math.max(0, runAt - this.now()), MAX_TIMER_MS);
    const timer = setTimeout(() => this.due(key), wait);
    timer.unref();
    this.entries.set(key, { runAt, value, timer });
  }

  private due(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (this.now() < entry.runAt) return this.arm(key, entry.runAt, entry.value);
    this.entries.delete(key);
    this.fire(key, entry.value);
  }
}
