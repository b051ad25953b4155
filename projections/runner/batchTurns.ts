/**
 * Lets one live batch transaction of a process's projections run at a time: the batch of the
 * oldest page first and, among batches of one page, the projections in the order the runner was
 * given them (bookings first).
 *
 * Every projection follows every append, so one booking starts five batch transactions at once.
 * Interleaved on one event loop and two cores, each finished only when nearly all had: the bookings
 * batch took 5 to 7 ms instead of about 1, and live readers (bookingChanged reads the bookings
 * rows) waited for the slowest. In turn, the first is done in its own time and the last about when
 * all were before. Oldest page first, so a projection that always has a page ready cannot keep the
 * others waiting for ever. The price: a batch that waits (on a checkpoint row another process's
 * batch still holds, during a hand-over) holds up this process's other projections as long.
 * Rebuilds do not take turns: they run beside the live batches, as before.
 */
export class BatchTurns {
  private running = false;
  private readonly waiting: { position: number; rank: number; go: () => void }[] = [];

  /** Resolves when it is this batch's turn, with the function that ends the turn (call it once the batch has committed or failed). */
  async take(position: number, rank: number): Promise<() => void> {
    if (this.running) {
      await new Promise<void>((go) => {
        this.waiting.push({ position, rank, go });
        this.waiting.sort((a, b) => a.position - b.position || a.rank - b.rank);
      });
    }
    this.running = true;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const next = this.waiting.shift();
      if (next) next.go();
      else this.running = false;
    };
  }
}
