import { EventEmitter } from 'node:events';
import { READ_MODEL_CHANGES, type ChangeMessage } from '../platform/channels.js';
import type { Database } from '../platform/database.js';
import { type Booking, findBooking } from '../bookings/queries.js';
import { type CustomerView, findCustomer } from '../customers/queries.js';

export interface CustomerChange {
  id: string;
  /** Null: deleted. */
  customer: CustomerView | null;
}

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

  onCustomerChange(listener: (change: CustomerChange) => void): () => void {
    this.emitter.on('customer', listener);
    return () => this.emitter.off('customer', listener);
  }

  /** An async iterator of booking changes for a GraphQL subscription; ends when the client leaves. */
  bookingChanges(): AsyncIterableIterator<BookingChange> {
    return iterate((listener) => this.onBookingChange(listener));
  }

  /** Every customer registered, changed or deleted, once the read model holds it, from any process. */
  customerChanges(): AsyncIterableIterator<CustomerChange> {
    return iterate((listener) => this.onCustomerChange(listener));
  }

  private async dispatch(message: ChangeMessage) {
    const { model, kind, id } = message.change;
    if (model === 'customers') {
      if (this.emitter.listenerCount('customer') === 0) return;
      const customer = kind === 'deleted' ? null : await findCustomer(this.db.sql, id).catch(() => null);
      this.emitter.emit('customer', { id, customer });
      return;
    }
    if (model !== 'bookings' || this.emitter.listenerCount('booking') === 0) return;
    // A deleted booking's row is kept (marked), so its message still says whose booking went.
    const booking = await findBooking(this.db.sql, id, { includeDeleted: true }).catch(() => null);
    this.emitter.emit('booking', { kind: kind.toUpperCase() as BookingChange['kind'], bookingId: id, booking });
  }
}

/** Changes as an async iterator for a GraphQL subscription; ends when the client leaves. */
function iterate<T>(subscribe: (listener: (change: T) => void) => () => void): AsyncIterableIterator<T> {
  const queue: T[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  const off = subscribe((change) => {
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
