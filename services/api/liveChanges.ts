import { EventEmitter } from 'node:events';
import { READ_MODEL_CHANGES, type ChangeMessage } from '../platform/channels.js';
import type { Database } from '../platform/database.js';
import { type Booking, findBooking } from '../bookings/queries.js';

export interface BookingChange {
  kind: 'CREATED' | 'UPDATED' | 'DELETED';
  bookingId: string;
  booking: Booking | null;
}

/**
 * Turns the projector's committed changes into booking changes for live readers
 * (graphql-ws subscriptions and the /ws shim). Rows are read once per change, after commit.
 */
export class LiveChanges {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private unlisten: (() => Promise<void>) | null = null;
  // Changes are dispatched one after another so readers see them in commit order.
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly db: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(READ_MODEL_CHANGES, (payload) => {
      const message = JSON.parse(payload) as ChangeMessage;
      this.queue = this.queue.then(() => this.dispatch(message));
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.emitter.removeAllListeners();
  }

  onBookingChange(listener: (change: BookingChange) => void): () => void {
    this.emitter.on('booking', listener);
    return () => this.emitter.off('booking', listener);
  }

  /** An async iterator of booking changes for a GraphQL subscription; ends when the client leaves. */
  bookingChanges(): AsyncIterableIterator<BookingChange> {
    const queue: BookingChange[] = [];
    let wake: (() => void) | null = null;
    let done = false;
    const off = this.onBookingChange((change) => {
      queue.push(change);
      wake?.();
    });
    const finish = async () => {
      done = true;
      off();
      wake?.();
      return { done: true as const, value: undefined };
    };
    return {
      [Symbol.asyncIterator]() {
        return this;
      },
      async next() {
        while (queue.length === 0 && !done) await new Promise<void>((r) => (wake = r));
        wake = null;
        if (done) return { done: true, value: undefined };
        return { done: false, value: queue.shift()! };
      },
      return: finish,
      throw: finish,
    };
  }

  private async dispatch(message: ChangeMessage) {
    const { model, kind, id } = message.change;
    if (model !== 'bookings' || this.emitter.listenerCount('booking') === 0) return;
    // A deleted booking's row is kept (marked), so its message still says whose booking went.
    const booking = await findBooking(this.db.sql, id, { includeDeleted: true }).catch(() => null);
    this.emitter.emit('booking', { kind: kind.toUpperCase() as BookingChange['kind'], bookingId: id, booking });
  }
}
