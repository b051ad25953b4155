import { createHash } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import {
  bookingMessages,
  type BusinessInfo,
  ChangeInvoiceStatusInput,
  defaultDueDate,
  INVOICE_NUMBERS_STREAM,
  type InvoiceIssued,
  type InvoiceLine,
  invoiceMessages,
  invoiceStreamId,
  IssueInvoiceInput,
  servicePrice,
  todayIn,
} from '@detailing/schema';
import type { BookingRow } from '../bookings/queries.js';
import { findBookingRow } from '../bookings/queries.js';
import { findServicesByIds } from '../catalog/queries.js';
import { fold, handleCommand } from '../commands/handleCommand.js';
import { type Actor, type CommandContext, ConcurrencyError, type EventStore } from '../eventstore/EventStore.js';
import { type Clock, newId } from '../platform/clock.js';
import type { Database } from '../platform/database.js';
import { DomainError } from '../platform/errors.js';
import type { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { parseInput } from '../platform/validation.js';
import { invoiceFromHistory } from './history.js';
import { type InvoiceCommand, invoiceDecider } from './invoiceDecider.js';
import { invoicePdfFileName, renderInvoicePdf } from './invoicePdf.js';
import { invoiceNumbersDecider } from './numbersDecider.js';
import { findInvoice, type InvoiceRecord } from './queries.js';

export interface InvoiceCommandOptions {
  actor: Actor;
  /** Idempotency key from the caller (an `Idempotency-Key` header, a job); a fresh one otherwise. */
  commandId?: string;
  correlationId?: string;
  causationId?: string | null;
}

interface Deps {
  db: Database;
  store: EventStore;
  waiter: ProjectionWaiter;
  clock: Clock;
  /** The business time zone (the setting): "today" and a booking's completion day are dates there. */
  timeZone(): Promise<string>;
  /** The "From" block as settings hold it now; each invoice keeps a copy. */
  businessInfo(): Promise<BusinessInfo>;
  /** The business logo for the PDF (PNG or JPEG bytes), when one is set. */
  logo?(): Promise<Uint8Array | null>;
}

const INVOICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const notFound = () => new DomainError('NOT_FOUND', invoiceMessages.notFound);

/** The one invoice a booking can have: its id follows from the booking's, so no retry or replay makes a second. */
export function invoiceIdForBooking(bookingId: string): string {
  const hex = createHash('sha256').update(`invoice-for-booking:${bookingId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type IssueFields = Omit<InvoiceIssued['data'], 'invoiceId' | 'invoiceNumber'>;

/** The invoicing context's write side (and its PDF), shared by GraphQL, REST and the completion job. */
export class InvoiceCommands {
  // Numbers come from one stream: inside this process, one allocation at a time, so a burst of
  // requests queues here instead of racing on the stream's version.
  private allocating: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: Deps) {}

  /** POST /api/invoices (001 §7): a pending invoice or quote from the generator's payload. */
  async issueInvoice(raw: unknown, options: InvoiceCommandOptions): Promise<InvoiceRecord> {
    const input = parseInput(IssueInvoiceInput, raw);
    const invoiceDate = input.invoiceDate ?? (await this.today());
    const business = { ...(await this.deps.businessInfo()), ...input.business };
    return this.issue(
      newId(),
      input.invoiceNumber,
      {
        type: input.type,
        status: 'pending',
        bookingId: null,
        customer: input.customer,
        business,
        ...totals(input.items),
        invoiceDate,
        dueDate: input.dueDate ?? defaultDueDate(invoiceDate),
        notes: input.notes,
      },
      options,
    );
  }

  /**
   * The paid invoice for a completed booking (the completion reaction): one line per service
   * priced by the shared rule for the booking's vehicle, the customer from the booking, the
   * business from settings, dated the day it was completed in the business time zone.
   * Idempotent: the same booking (whatever the command id) never gets a second invoice, and a
   * repeated command id appends nothing.
   */
  async issuePaidInvoiceForBooking(
    bookingId: string,
    options: { commandId: string; actor: Actor; causationId: string | null; correlationId?: string },
  ): Promise<InvoiceRecord> {
    const invoiceId = invoiceIdForBooking(bookingId);
    const issued = await findInvoice(this.deps.db.sql, invoiceId, { includeDeleted: true });
    if (issued) return issued;

    // The booking as of its completion: let the bookings read model catch up with what is recorded now.
    const caughtUp = await this.deps.waiter.waitFor('bookings', await this.deps.store.headPosition());
    const booking = await findBookingRow(this.deps.db.sql, bookingId);
    if (!booking) {
      if (!caughtUp) throw new Error(`The bookings read model is behind; booking ${bookingId} is not readable yet`);
      throw new DomainError('NOT_FOUND', bookingMessages.notFound);
    }

    const invoiceDate = await this.today((booking as BookingRow & { completed_at?: Date | null }).completed_at ?? null);
    return this.issue(
      invoiceId,
      null,
      {
        type: 'invoice',
        status: 'paid',
        bookingId,
        customer: {
          id: null,
          name: booking.full_name,
          email: booking.email,
          phone: booking.mobile,
          address: booking.address,
          vehicleRego: booking.vehicle_rego,
        },
        business: await this.deps.businessInfo(),
        ...totals(await this.bookingLines(booking)),
        invoiceDate,
        dueDate: defaultDueDate(invoiceDate),
        notes: null,
      },
      options,
    );
  }

  /** PATCH /api/invoices/{id}/status: pending, paid or void, in any order (001 §4). */
  async changeStatus(invoiceId: string, status: unknown, options: InvoiceCommandOptions): Promise<InvoiceRecord> {
    const input = parseInput(ChangeInvoiceStatusInput, { status });
    if (!INVOICE_ID.test(invoiceId)) throw notFound();
    const result = await this.run(invoiceId, { type: 'ChangeInvoiceStatus', status: input.status }, options);
    return this.read(invoiceId, result);
  }

  /** The invoice leaves every list; its history stays readable to admins. */
  async deleteInvoice(invoiceId: string, options: InvoiceCommandOptions): Promise<void> {
    if (!INVOICE_ID.test(invoiceId)) throw notFound();
    await this.run(invoiceId, { type: 'DeleteInvoice' }, options);
  }

  /** The PDF of an invoice or quote that is not deleted, with its download name. */
  async pdf(invoiceId: string): Promise<{ fileName: string; bytes: Buffer }> {
    const invoice = INVOICE_ID.test(invoiceId) ? await findInvoice(this.deps.db.sql, invoiceId) : null;
    if (!invoice) throw notFound();
    const logo = (await this.deps.logo?.()) ?? null;
    return { fileName: invoicePdfFileName(invoice), bytes: await renderInvoicePdf(invoice, { logo }) };
  }

  /**
   * Takes a number, then records the invoice under it. Both steps carry command ids derived from
   * the caller's, so a retried command finds its number again and issues nothing twice.
   */
  private async issue(invoiceId: string, requested: string | null, fields: IssueFields, options: InvoiceCommandOptions) {
    const commandId = options.commandId ?? newId();
    const context = (step: string): CommandContext => ({
      commandId: `${commandId}/${step}`,
      actor: options.actor,
      correlationId: options.correlationId ?? commandId,
      causationId: options.causationId ?? null,
      occurredAt: this.deps.clock.now(),
    });
    const allocation = await this.allocate(invoiceId, requested, context('number'));
    const invoice: InvoiceIssued['data'] = { invoiceId: allocation.invoiceId, invoiceNumber: allocation.number, ...fields };
    const result = await handleCommand(this.deps.store, invoiceDecider, invoiceStreamId(invoice.invoiceId), { type: 'IssueInvoice', invoice }, context('issue'));
    const [caughtUp] = await Promise.all([
      this.deps.waiter.waitFor('invoices', result.lastGlobalPosition),
      // The booking shows its invoiceId once this is true.
      fields.bookingId ? this.deps.waiter.waitFor('bookings', result.lastGlobalPosition) : true,
    ]);
    return this.read(invoice.invoiceId, { caughtUp });
  }

  /** The invoice's number: the one it already has, the one asked for if free, else the next one. */
  private allocate(invoiceId: string, requested: string | null, context: CommandContext): Promise<{ invoiceId: string; number: string }> {
    const attempt = async () => {
      for (let round = 0; ; round++) {
        try {
          const result = await handleCommand(this.deps.store, invoiceNumbersDecider, INVOICE_NUMBERS_STREAM, { type: 'AllocateInvoiceNumber', invoiceId, requested }, context);
          const allocated = result.events[0]?.data as { number: string; invoiceId: string } | undefined;
          if (allocated) return allocated;
          // Nothing appended: this invoice already had a number.
          const state = fold(invoiceNumbersDecider, await this.deps.store.readStream(INVOICE_NUMBERS_STREAM));
          return { invoiceId, number: state.numbers.get(invoiceId)! };
        } catch (error) {
          // Another process took a number in between, again and again: back off and read afresh.
          if (!(error instanceof ConcurrencyError) || round >= 30) throw error;
          await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * Math.min(round + 1, 10)));
        }
      }
    };
    const next = this.allocating.then(attempt, attempt);
    this.allocating = next.catch(() => undefined);
    return next;
  }

  private async run(invoiceId: string, command: InvoiceCommand, options: InvoiceCommandOptions): Promise<{ caughtUp: boolean }> {
    const commandId = options.commandId ?? newId();
    const result = await handleCommand(this.deps.store, invoiceDecider, invoiceStreamId(invoiceId), command, {
      commandId,
      actor: options.actor,
      correlationId: options.correlationId ?? commandId,
      causationId: options.causationId ?? null,
      occurredAt: this.deps.clock.now(),
    });
    return { caughtUp: await this.deps.waiter.waitFor('invoices', result.lastGlobalPosition) };
  }

  /** The read model's row once it has caught up; the recorded facts if it is slow past the bounded wait. */
  private async read(invoiceId: string, result: { caughtUp: boolean }): Promise<InvoiceRecord> {
    const found = result.caughtUp ? await findInvoice(this.deps.db.sql, invoiceId, { includeDeleted: true }) : null;
    const invoice = found ?? invoiceFromHistory(await this.deps.store.readStream(invoiceStreamId(invoiceId)));
    if (!invoice) throw notFound();
    return invoice;
  }

  private async bookingLines(booking: BookingRow): Promise<InvoiceLine[]> {
    const services = await findServicesByIds(this.deps.db.sql, booking.service_ids);
    return booking.service_ids.map((serviceId) => {
      const service = services.find((s) => s.id === serviceId);
      const price = servicePrice(service, booking.vehicle_type, booking.model_year);
      return {
        name: service?.name ?? `Service ${serviceId}`,
        description: service?.description ?? '',
        quantity: 1,
        unitPriceCents: price,
        totalCents: price,
        serviceId,
      };
    });
  }

  /** Today (or the day of `at`) in the business time zone. */
  private async today(at: Date | null = null): Promise<string> {
    const instant = Temporal.Instant.from(at ? at.toISOString() : this.deps.clock.now());
    return todayIn(await this.deps.timeZone(), instant);
  }
}

/** Tax is fixed at 0, so the total equals the subtotal (001 §9). */
function totals(items: InvoiceLine[]) {
  const subtotalCents = items.reduce((sum, item) => sum + item.totalCents, 0);
  return { items, subtotalCents, taxCents: 0, totalCents: subtotalCents };
}
