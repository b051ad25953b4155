import { EventEmitter } from 'node:events';
import { READ_MODEL_CHANGES, type ChangeMessage } from '../platform/channels.js';
import type { Database } from '../platform/database.js';
import { type Booking, findBooking, listCustomerBookingRows } from '../bookings/queries.js';
import { type CustomerView, findCustomer } from '../customers/queries.js';
import { findInvoice, type InvoiceRecord, invoiceIdsOfBooking } from '../invoicing/queries.js';

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

/** An invoice or quote issued, changed or deleted, for the admin screens. */
export interface InvoiceChange {
  kind: 'CREATED' | 'UPDATED' | 'DELETED';
  invoiceId: string;
  /** Null: deleted. */
  invoice: InvoiceRecord | null;
}

/** Something of one portal customer changed: their profile, one of their bookings or invoices. */
export interface PortalChange {
  kind: 'BOOKING' | 'INVOICE' | 'PROFILE';
  id: string;
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

  onInvoiceChange(listener: (change: InvoiceChange) => void): () => void {
    this.emitter.on('invoiceChange', listener);
    return () => this.emitter.off('invoiceChange', listener);
  }

  /** Every invoice or quote issued (by any command), changed or deleted, once the read model holds it, from any process. */
  invoiceChanges(): AsyncIterableIterator<InvoiceChange> {
    return iterate((listener) => this.onInvoiceChange(listener));
  }

  /** An async iterator of booking changes for a GraphQL subscription; ends when the client leaves. */
  bookingChanges(): AsyncIterableIterator<BookingChange> {
    return iterate((listener) => this.onBookingChange(listener));
  }

  /** Every customer registered, changed or deleted, once the read model holds it, from any process. */
  customerChanges(): AsyncIterableIterator<CustomerChange> {
    return iterate((listener) => this.onCustomerChange(listener));
  }

  /**
   * What changes of one customer's own records, filtered here on the server: their profile; a
   * booking the portal shows them (verified), or showed them until this change (one assigned to
   * them or taken from them, or just verified, with its invoices); an invoice billed to them or of
   * a booking of theirs. Nothing of anyone else reaches them, not even an id, nor the id of a
   * public booking made with their e-mail that staff have not confirmed.
   */
  portalChanges(customerId: string): AsyncIterableIterator<PortalChange> {
    return iterate<PortalChange>((push) => this.onPortalChange(customerId, push));
  }

  private onPortalChange(customerId: string, push: (change: PortalChange) => void): () => void {
    const sql = this.db.sql;
    // Their bookings, deleted ones too (an invoice may outlive its booking), kept up to date below.
    const theirs = new Set<string>();
    // Changes wait for the first read of their bookings, and go one after another, in order.
    let queue: Promise<void> = listCustomerBookingRows(sql, customerId, { includeDeleted: true, verifiedOnly: true })
      .then((rows) => rows.forEach((r) => theirs.add(r.id)))
      .catch(() => undefined);
    const inTurn = (work: () => void | Promise<void>) => {
      queue = queue.then(work).catch(() => undefined);
    };
    const onBooking = ({ bookingId, booking }: BookingChange) =>
      inTurn(async () => {
        const was = theirs.has(bookingId);
        const is = booking?.customerId === customerId && booking.verified;
        if (!was && !is) return;
        push({ kind: 'BOOKING', id: bookingId });
        if (was === is) return;
        if (is) theirs.add(bookingId);
        else theirs.delete(bookingId);
        // Its invoices came or went with it.
        for (const id of await invoiceIdsOfBooking(sql, bookingId)) push({ kind: 'INVOICE', id });
      });
    const onInvoice = (invoice: InvoiceRecord) =>
      inTurn(() => {
        if (invoice.customer.id === customerId || (invoice.bookingId !== null && theirs.has(invoice.bookingId))) push({ kind: 'INVOICE', id: invoice.id });
      });
    const onCustomer = ({ id }: CustomerChange) =>
      inTurn(() => {
        if (id === customerId) push({ kind: 'PROFILE', id });
      });
    this.emitter.on('booking', onBooking);
    this.emitter.on('invoice', onInvoice);
    this.emitter.on('customer', onCustomer);
    return () => {
      this.emitter.off('booking', onBooking);
      this.emitter.off('invoice', onInvoice);
      this.emitter.off('customer', onCustomer);
    };
  }

  private async dispatch(message: ChangeMessage) {
    const { model, kind, id } = message.change;
    if (model === 'invoices') {
      // The portal's subscribers filter the one row read here; the admin screens take every change.
      const portal = this.emitter.listenerCount('invoice') > 0;
      const admin = this.emitter.listenerCount('invoiceChange') > 0;
      if (!portal && !admin) return;
      const invoice = await findInvoice(this.db.sql, id, { includeDeleted: true }).catch(() => null);
      if (invoice && portal) this.emitter.emit('invoice', invoice);
      if (admin) {
        const change: InvoiceChange = { kind: kind.toUpperCase() as InvoiceChange['kind'], invoiceId: id, invoice: kind === 'deleted' ? null : invoice };
        this.emitter.emit('invoiceChange', change);
      }
      return;
    }
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
export function iterate<T>(subscribe: (listener: (change: T) => void) => () => void): AsyncIterableIterator<T> {
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
