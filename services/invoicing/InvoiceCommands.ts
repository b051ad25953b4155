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
import { type BookingLookup, type BookingSummary, sqlBookingLookup } from '../bookings/published.js';
import { type CatalogLookup, sqlCatalogLookup } from '../catalog/published.js';
import { type CommandOptions, CommandRunner, unversioned } from '../commands/runner.js';
import { ConcurrencyError, type EventStore } from '../eventstore/EventStore.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/database.js';
import { DomainError } from '../platform/errors.js';
import type { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { parseInput } from '../platform/validation.js';
import { invoiceFromHistory } from './history.js';
import { invoiceIdForBooking } from './invoiceIds.js';
import { type InvoiceCommand, invoiceDecider } from './invoiceDecider.js';
import { invoicePdfFileName, renderInvoicePdf } from './invoicePdf.js';
import { invoiceNumbersDecider } from './numbersDecider.js';
import { findInvoice, type InvoiceRecord } from './queries.js';

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

type IssueFields = Omit<InvoiceIssued['data'], 'invoiceId' | 'invoiceNumber'>;

/** The invoicing context's write side (and its PDF), shared by GraphQL, REST and the completion job. */
export class InvoiceCommands {
  // Numbers come from one stream: inside this process, one allocation at a time, so a burst of
  // requests queues here instead of racing on the stream's version.
  private allocating: Promise<unknown> = Promise.resolve();
  private readonly runner: CommandRunner;
  private readonly bookings: BookingLookup;
  private readonly catalog: CatalogLookup;

  constructor(private readonly deps: Deps) {
    this.runner = new CommandRunner(deps);
    this.bookings = sqlBookingLookup(deps.db.sql);
    this.catalog = sqlCatalogLookup(deps.db.sql);
  }

  /** POST /api/invoices (001 §7): a pending invoice or quote from the generator's payload. */
  async issueInvoice(raw: unknown, options: CommandOptions): Promise<InvoiceRecord> {
    const input = parseInput(IssueInvoiceInput, raw);
    const invoiceDate = input.invoiceDate ?? (await this.today());
    const business = { ...(await this.deps.businessInfo()), ...input.business };
    return this.issue(
      this.runner.newId(),
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
  async issuePaidInvoiceForBooking(bookingId: string, options: CommandOptions & { commandId: string }): Promise<InvoiceRecord> {
    const invoiceId = invoiceIdForBooking(bookingId);
    const issued = await findInvoice(this.deps.db.sql, invoiceId, { includeDeleted: true });
    if (issued) return issued;

    // The booking as of its completion: let the bookings read model catch up with what is recorded now.
    const caughtUp = await this.deps.waiter.waitFor('bookings', await this.deps.store.headPosition());
    const booking = await this.bookings.booking(bookingId);
    if (!booking) {
      if (!caughtUp) throw new Error(`The bookings read model is behind; booking ${bookingId} is not readable yet`);
      throw new DomainError('NOT_FOUND', bookingMessages.notFound);
    }

    const invoiceDate = await this.today(booking.completedAt);
    return this.issue(
      invoiceId,
      null,
      {
        type: 'invoice',
        status: 'paid',
        bookingId,
        customer: {
          id: null,
          name: booking.fullName,
          email: booking.email,
          phone: booking.mobile,
          address: booking.address,
          vehicleRego: booking.vehicleRego,
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
  async changeStatus(invoiceId: string, status: unknown, options: CommandOptions): Promise<InvoiceRecord> {
    const input = parseInput(ChangeInvoiceStatusInput, { status });
    if (!INVOICE_ID.test(invoiceId)) throw notFound();
    const result = await this.edit(invoiceId, { type: 'ChangeInvoiceStatus', status: input.status }, options);
    return this.read(invoiceId, result);
  }

  /** The invoice leaves every list; its history stays readable to admins. */
  async deleteInvoice(invoiceId: string, options: CommandOptions): Promise<void> {
    if (!INVOICE_ID.test(invoiceId)) throw notFound();
    await this.edit(invoiceId, { type: 'DeleteInvoice' }, options);
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
  private async issue(invoiceId: string, requested: string | null, fields: IssueFields, options: CommandOptions) {
    const commandId = options.commandId ?? this.runner.newId();
    const step = (name: string): CommandOptions => ({ ...unversioned(options), commandId: `${commandId}/${name}`, correlationId: options.correlationId ?? commandId });
    // A retried command finds the allocation it made before, with the invoice id chosen then.
    const allocation = await this.allocate(invoiceId, requested, step('number'));
    const invoice: InvoiceIssued['data'] = { invoiceId: allocation.invoiceId, invoiceNumber: allocation.number, ...fields };
    // The booking shows its invoiceId once the bookings read model has it too.
    const projections = fields.bookingId ? ['invoices', 'bookings'] : ['invoices'];
    const result = await this.runner
      .run({ decider: invoiceDecider, streamId: invoiceStreamId(invoice.invoiceId), commands: [{ type: 'IssueInvoice', invoice }], options: step('issue'), projections })
      .catch(async (error: unknown) => {
        // Only issuing starts an invoice's stream: whoever won the race (the completion job, say) issued this very invoice.
        if (!(error instanceof ConcurrencyError)) throw error;
        const head = await this.deps.store.headPosition();
        return { caughtUp: (await Promise.all(projections.map((p) => this.deps.waiter.waitFor(p, head)))).every(Boolean) };
      });
    return this.read(invoice.invoiceId, result);
  }

  /**
   * The invoice's number: the one it already has, the one asked for if free, else the next one.
   * Every invoice shares the numbers stream, so a race lost to another allocation is decided again.
   */
  private allocate(invoiceId: string, requested: string | null, options: CommandOptions): Promise<{ invoiceId: string; number: string }> {
    const attempt = async () => {
      const result = await this.runner.run({
        decider: invoiceNumbersDecider,
        streamId: INVOICE_NUMBERS_STREAM,
        shared: true,
        commands: [{ type: 'AllocateInvoiceNumber', invoiceId, requested }],
        options,
      });
      const allocated = result.events[0]?.data as { invoiceId: string; number: string } | undefined;
      // Nothing appended: this invoice already had a number.
      return allocated ?? { invoiceId, number: result.state.numbers.get(invoiceId)! };
    };
    const next = this.allocating.then(attempt, attempt);
    this.allocating = next.catch(() => undefined);
    return next;
  }

  private edit(invoiceId: string, command: InvoiceCommand, options: CommandOptions): Promise<{ caughtUp: boolean }> {
    return this.runner.run({
      decider: invoiceDecider,
      streamId: invoiceStreamId(invoiceId),
      commands: [command],
      options,
      projections: ['invoices'],
      current: async () => (await findInvoice(this.deps.db.sql, invoiceId)) ?? Promise.reject(notFound()),
    });
  }

  /** The read model's row once it has caught up; the recorded facts if it is slow past the bounded wait. */
  private async read(invoiceId: string, result: { caughtUp: boolean }): Promise<InvoiceRecord> {
    const found = result.caughtUp ? await findInvoice(this.deps.db.sql, invoiceId, { includeDeleted: true }) : null;
    const invoice = found ?? invoiceFromHistory(await this.deps.store.readStream(invoiceStreamId(invoiceId)));
    if (!invoice) throw notFound();
    return invoice;
  }

  private async bookingLines(booking: BookingSummary): Promise<InvoiceLine[]> {
    const services = await this.catalog.servicesByIds(booking.serviceIds);
    return booking.serviceIds.map((serviceId) => {
      const service = services.find((s) => s.id === serviceId);
      const price = servicePrice(service, booking.vehicleType, booking.modelYear);
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
  private async today(at: string | null = null): Promise<string> {
    const instant = Temporal.Instant.from(at ?? this.deps.clock.now());
    return todayIn(await this.deps.timeZone(), instant);
  }
}

/** Tax is fixed at 0, so the total equals the subtotal (001 §9). */
function totals(items: InvoiceLine[]) {
  const subtotalCents = items.reduce((sum, item) => sum + item.totalCents, 0);
  return { items, subtotalCents, taxCents: 0, totalCents: subtotalCents };
}
