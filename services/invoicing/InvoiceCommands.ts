import { Temporal } from 'temporal-polyfill';
import {
  bookingMessages,
  type BusinessInfo,
  ChangeInvoiceStatusInput,
  defaultDueDate,
  INVOICE_NUMBERS_STREAM,
  type InvoiceDraft,
  InvoiceDraftInput,
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
import { fold } from '../commands/fold.js';
import { type CommandOptions, CommandRunner, unversioned } from '../commands/runner.js';
import { ConcurrencyError, type EventStore } from '../eventstore/EventStore.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/database.js';
import { DomainError, VersionConflict } from '../platform/errors.js';
import type { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { parseInput } from '../platform/validation.js';
import { draftFromStream, invoiceFromHistory } from './history.js';
import { draftIdForCommand, invoiceIdForBooking, invoiceIdForQuote } from './invoiceIds.js';
import { type InvoiceCommand, invoiceDecider } from './invoiceDecider.js';
import { invoicePdfFileName, renderInvoicePdf } from './invoicePdf.js';
import { invoiceNumbersDecider, nextInvoiceNumber, numberOf } from './numbersDecider.js';
import { findInvoice, type InvoiceDraftRecord, type InvoiceRecord } from './queries.js';

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
const draftNotFound = () => new DomainError('NOT_FOUND', invoiceMessages.draftNotFound);

/** What a new document starts with (the generator's first render). */
export interface InvoiceDefaults {
  invoiceDate: string;
  dueDate: string;
  /** A preview: the real number is given atomically on issue. */
  nextInvoiceNumber: string;
}

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
    return this.issue(this.runner.newId(), input.invoiceNumber, await this.generatorFields(input), options);
  }


  /** Today in the business time zone, +30 days, and the number the next issued document gets. */
  async defaults(): Promise<InvoiceDefaults> {
    const invoiceDate = await this.today();
    // The numbers stream's own state, as allocation folds it: no scan of the invoices.
    const numbers = fold(invoiceNumbersDecider, await this.deps.store.readStream(INVOICE_NUMBERS_STREAM));
    return { invoiceDate, dueDate: defaultDueDate(invoiceDate), nextInvoiceNumber: nextInvoiceNumber(numbers) };
  }

  /**
   * Saves a draft: a new one without `draftId` (under an idempotency key, a retry names the same
   * one), else replaces that draft's fields (stale expectedVersion: CONFLICT). Customer and items
   * may be missing; the business block not given comes from settings, as on issue.
   */
  async saveDraft(draftId: string | null, raw: unknown, options: CommandOptions): Promise<InvoiceDraftRecord> {
    const input = parseInput(InvoiceDraftInput, raw);
    if (draftId !== null && !INVOICE_ID.test(draftId)) throw draftNotFound();
    const id = draftId ?? (options.commandId ? draftIdForCommand(options.commandId) : this.runner.newId());
    const { subtotalCents } = totals(input.items);
    const draft: InvoiceDraft = {
      type: input.type,
      customer: input.customer,
      business: { ...(await this.deps.businessInfo()), ...input.business },
      items: input.items,
      subtotalCents,
      invoiceDate: input.invoiceDate,
      dueDate: input.dueDate,
      notes: input.notes,
    };
    await this.runner.run({
      decider: invoiceDecider,
      streamId: invoiceStreamId(id),
      commands: [{ type: 'SaveInvoiceDraft', invoiceId: id, draft, isNew: draftId === null }],
      options: draftId === null ? unversioned(options) : options,
      projections: ['invoices'],
      current: () => this.currentDraft(id),
    });
    return this.currentDraft(id);
  }

  /**
   * Issues a draft with these fields under issueInvoice's rules: it keeps its id (and history)
   * and takes the next number. Asked again once issued, it answers that invoice.
   */
  async issueDraft(draftId: string, raw: unknown, options: CommandOptions): Promise<InvoiceRecord> {
    if (!INVOICE_ID.test(draftId)) throw draftNotFound();
    // The number is always the next one: whatever the generator sent as a number is not read.
    const input = parseInput(IssueInvoiceInput.omit({ invoiceNumber: true }), raw);
    const history = await this.deps.store.readStream(invoiceStreamId(draftId));
    const state = fold(invoiceDecider, history);
    if (state.kind === 'issued') return this.read(draftId, { caughtUp: true });
    if (state.kind !== 'draft') throw draftNotFound();
    // Checked before a number is taken, so a stale editor does not use one up.
    if (options.expectedVersion !== undefined && options.expectedVersion !== history.at(-1)!.streamVersion) {
      throw new VersionConflict(await this.currentDraft(draftId));
    }
    return this.issue(draftId, null, await this.generatorFields(input), options, () => this.currentDraft(draftId));
  }

  /** The draft leaves the drafts list, never issued. */
  async discardDraft(draftId: string, options: CommandOptions): Promise<void> {
    if (!INVOICE_ID.test(draftId)) throw draftNotFound();
    await this.runner.run({
      decider: invoiceDecider,
      streamId: invoiceStreamId(draftId),
      commands: [{ type: 'DiscardInvoiceDraft' }],
      options,
      projections: ['invoices'],
      current: () => this.currentDraft(draftId),
    });
  }

  /**
   * A pending invoice from a quote: the next number, dated today (business time zone), due in 30
   * days, with the quote's customer, business and items (not its notes, which speak of the quote:
   * "valid for 30 days"); the quote records the link. The
   * invoice's id follows from the quote's, so two clicks or a retry make one invoice.
   */
  async convertQuote(quoteId: string, options: CommandOptions): Promise<InvoiceRecord> {
    if (!INVOICE_ID.test(quoteId)) throw notFound();
    const history = await this.deps.store.readStream(invoiceStreamId(quoteId));
    const state = fold(invoiceDecider, history);
    if (state.kind !== 'issued' || state.deleted) throw notFound();
    if (state.type !== 'quote') throw new DomainError('BAD_USER_INPUT', invoiceMessages.onlyQuoteConverts);
    const quote = invoiceFromHistory(history)!;
    const invoiceId = invoiceIdForQuote(quoteId);
    const commandId = options.commandId ?? this.runner.newId();
    const invoiceDate = await this.today();
    await this.issue(
      invoiceId,
      null,
      {
        type: 'invoice',
        status: 'pending',
        bookingId: null,
        customer: quote.customer,
        business: quote.business,
        ...totals(quote.items),
        invoiceDate,
        dueDate: defaultDueDate(invoiceDate),
        notes: null,
        fromQuoteId: quoteId,
      },
      { ...unversioned(options), commandId },
    );
    // The quote's side of the link, after the invoice exists (so its number is known to readers).
    const result = await this.runner.run({
      decider: invoiceDecider,
      streamId: invoiceStreamId(quoteId),
      shared: true,
      commands: [{ type: 'MarkQuoteConverted', invoiceId }],
      options: { ...unversioned(options), commandId: `${commandId}/link`, correlationId: options.correlationId ?? commandId },
      projections: ['invoices'],
    });
    return this.read(invoiceId, result);
  }

  /**
   * The paid invoice for a completed booking (the completion reaction): one line per service
   * at the booking's recorded quote (not today's catalog), the customer from the booking, the
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
        fromQuoteId: null,
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
  private async issue(invoiceId: string, requested: string | null, fields: IssueFields, options: CommandOptions, draft?: () => Promise<unknown>) {
    const commandId = options.commandId ?? this.runner.newId();
    const step = (name: string): CommandOptions => ({ ...unversioned(options), commandId: `${commandId}/${name}`, correlationId: options.correlationId ?? commandId });
    // A retried command finds the allocation it made before, with the invoice id chosen then.
    const allocation = await this.allocate(invoiceId, requested, step('number'));
    const invoice: InvoiceIssued['data'] = { invoiceId: allocation.invoiceId, invoiceNumber: allocation.number, ...fields };
    // The booking shows its invoiceId once the bookings read model has it too.
    const projections = fields.bookingId ? ['invoices', 'bookings'] : ['invoices'];
    const result = await this.runner
      .run({
        decider: invoiceDecider,
        streamId: invoiceStreamId(invoice.invoiceId),
        commands: [{ type: 'IssueInvoice', invoice }],
        // A draft is issued as the editor saw it: a save that lands meanwhile refuses this (CONFLICT).
        options: draft ? { ...step('issue'), ...(options.expectedVersion === undefined ? {} : { expectedVersion: options.expectedVersion }) } : step('issue'),
        projections,
        ...(draft ? { current: draft } : {}),
      })
      .catch(async (error: unknown) => {
        // Without a draft, only issuing starts an invoice's stream: whoever won the race (the completion job, say) issued this very invoice.
        if (!(error instanceof ConcurrencyError)) throw error;
        // The winner's append has returned, though readers may not see it yet: wait for what is recorded.
        const last = await this.deps.store.lastPosition();
        return { caughtUp: (await Promise.all(projections.map((p) => this.deps.waiter.waitFor(p, last)))).every(Boolean) };
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
      return allocated ?? { invoiceId, number: numberOf(result.state, invoiceId)! };
    };
    const next = this.allocating.then(attempt, attempt);
    this.allocating = next.catch(() => undefined);
    return next;
  }

  /** A pending document from the generator's fields: dates default to today and +30 days, the business block to settings. */
  private async generatorFields(input: Omit<IssueInvoiceInput, 'invoiceNumber'>): Promise<IssueFields> {
    const invoiceDate = input.invoiceDate ?? (await this.today());
    return {
      type: input.type,
      status: 'pending',
      bookingId: null,
      customer: input.customer,
      business: { ...(await this.deps.businessInfo()), ...input.business },
      ...totals(input.items),
      invoiceDate,
      dueDate: input.dueDate ?? defaultDueDate(invoiceDate),
      notes: input.notes,
      fromQuoteId: null,
    };
  }

  private async currentDraft(draftId: string): Promise<InvoiceDraftRecord> {
    return (await draftFromStream(this.deps.store, draftId)) ?? Promise.reject(draftNotFound());
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

  /** The booking's recorded quote, line by line (descriptions from the catalog); today's catalog prices a booking from before quotes. */
  private async bookingLines(booking: BookingSummary): Promise<InvoiceLine[]> {
    const services = await this.catalog.servicesByIds(booking.serviceIds);
    if (booking.quote) {
      return booking.quote.items.map(({ serviceId, name, priceCents }) => ({
        name,
        description: services.find((s) => s.id === serviceId)?.description ?? '',
        quantity: 1,
        unitPriceCents: priceCents,
        totalCents: priceCents,
        serviceId,
      }));
    }
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
