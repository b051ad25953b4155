import {
  bookingDayStreamId,
  bookingMessages as m,
  DEFAULT_TIME_ZONE,
  bookingStreamId,
  CreateBookingInput,
  defaultPublicBookingSettings,
  isUuid,
  RescheduleMyBookingInput,
  isPlaceholderBooking,
  photoPath,
  QUOTED_FIELDS,
  quoteBooking,
  UpdateBookingInput,
  verifiedAtCreation,
  type BookingCreated,
  type BookingDetails,
  type BookingEvent,
  type BookingQuote,
  type PhotoType,
} from '@detailing/schema';
import type { BlobStore } from '../blobs/BlobStore.js';
import type { CatalogLookup } from '../catalog/published.js';
import { type CommandOptions, type CommandResult, CommandRunner, type RunSpec, unversioned } from '../commands/runner.js';
import { type AppendItem, ConcurrencyError, type EventStore, type RecordedEvent } from '../eventstore/EventStore.js';
import type { Clock } from '../platform/clock.js';
import type { Database, Tx } from '../platform/database.js';
import { DomainError, ValidationError } from '../platform/errors.js';
import type { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { parseInput } from '../platform/validation.js';
import { fold } from '../commands/fold.js';
import { type ActiveBooking, type BookingCommand, bookingDecider, type BookingState } from './decider.js';
import type { BookingCustomerProfile, CustomerDirectory } from './customerDirectory.js';
import { storeImage, storePhotos, type UploadedFile, type UploadOutcome } from './bookingImages.js';
import { type Booking, blobIsReferenced, dayIsHeld, findBooking, findBookingRow, quoted, toBooking } from './queries.js';
import { dayAppends } from './bookingDays.js';
import { alongsideAll, BookingPersons, DEFAULT_PUBLIC_BOOKINGS_PER_PERSON } from './bookingPersons.js';
import { bookingDayDecider } from './bookingDayDecider.js';
import { checkPublicBooking } from './publicBookingRules.js';
import type { SelfServiceRules } from './customerChanges.js';

/**
 * The read models a booking's events change: its own, its day's availability, and its customer's booking count and last
 * booking. A command answers once they hold its events, so the screen that sent it reads them.
 */
const BOOKING_READ_MODELS = ['bookings', 'customers', 'bookingDays'] as const;

interface Deps {
  db: Database;
  store: EventStore;
  waiter: ProjectionWaiter;
  clock: Clock;
  blobs: BlobStore;
  catalog: CatalogLookup;
  /** Finds or registers the customer of a booking's e-mail (the customers context). */
  customers: CustomerDirectory;
  /** The business time zone (the settings), where a public booking's "today" is; the default zone without it. */
  timeZone?: () => Promise<string>;
  /** A stable, unguessable name for a text (the vault's), naming the person streams that bound public bookings. */
  pseudonym(text: string): Promise<string>;
  /** How many upcoming pending public bookings one e-mail, mobile or plate may have (the settings); 2 without it. */
  publicBookingsPerPerson?: () => Promise<number>;
  /** The cutoff for customers' own changes, in hours, and the business phone a refusal names (the settings); 24 hours and none without it. */
  selfService?: () => Promise<{ cutoffHours: number; businessPhone: string }>;
}

const notFound = () => new DomainError('NOT_FOUND', m.notFound);

const DEFAULT_SELF_SERVICE_CUTOFF_HOURS = defaultPublicBookingSettings.selfServiceCutoffHours;

function active(state: BookingState): ActiveBooking {
  if (state.kind !== 'active') throw notFound();
  return state;
}

/** The bookings context's write side, shared by GraphQL resolvers and REST shims. */
export class BookingCommands {
  private readonly runner: CommandRunner;
  private readonly persons: BookingPersons;

  constructor(private readonly deps: Deps) {
    this.runner = new CommandRunner(deps);
    this.persons = new BookingPersons({
      store: deps.store,
      pseudonym: (text) => deps.pseudonym(text),
      limit: () => deps.publicBookingsPerPerson?.() ?? Promise.resolve(DEFAULT_PUBLIC_BOOKINGS_PER_PERSON),
      timeZone: () => this.timeZone(),
    });
  }

  async createBooking(raw: unknown, source: 'admin' | 'public', options: CommandOptions): Promise<Booking> {
    const input = parseInput(CreateBookingInput, raw);
    // One command id for every step, so a retry finds the same customer and the same booking.
    const commandId = options.commandId ?? this.runner.newId();
    // A retry of a booking already made (its answer lost with a replica) answers that booking,
    // before the checks a made booking would now fail (its own day is taken).
    const earlier = options.commandId === undefined ? null : await this.deps.store.findCommand(commandId);
    if (earlier?.events[0]) return this.answer(earlier.events[0]);
    // A placeholder (000 §3) makes no customer. The booking's own wait covers the customers read
    // model at a later position, so registering them does not wait for it first.
    const customer = isPlaceholderBooking(input)
      ? null
      : { profile: customerProfile(input), options: { ...unversioned(options), commandId: `${commandId}/customer`, awaitReadModels: false } };
    // Independent reads, sent together: each is a round trip the booking would otherwise wait for in turn.
    const [timeZone, quote, , firstRegistration] = await allInOrder([
      this.timeZone(),
      this.quoteAgainstCatalog(input, source),
      input.status && source === 'admin' ? this.checkStatus(input.status) : undefined,
      customer ? this.deps.customers.decideFirstRegistration(customer.profile, customer.options) : null,
    ]);
    if (source === 'public') {
      // Refused before the customer is registered, so a refusal records nothing. The decider and
      // the day stream decide again at the append: these only spare the common refusals.
      checkPublicBooking(input, this.deps.clock.now(), timeZone);
      if (await this.dayIsTaken(input.date)) throw new DomainError('DAY_TAKEN', m.dayTaken);
      await this.persons.refuseOverBound(input, this.deps.clock.now(), timeZone);
    }
    const bookingId = this.runner.newId();
    const book = (customerId: string | null, fresh?: readonly AppendItem[]) =>
      this.runner.run({
        decider: bookingDecider,
        streamId: bookingStreamId(bookingId),
        commands: (_state, { at }) => [{ type: 'CreateBooking', bookingId, input, source, customerId, at, timeZone, quote }],
        options: { ...unversioned(options), commandId },
        projections: BOOKING_READ_MODELS,
        alongside: this.days(source === 'public'),
        fresh,
      });
    const registers = async () => customer && (await this.deps.customers.findOrRegister(customer.profile, customer.options)).customerId;
    let result: CommandResult<BookingState>;
    if (firstRegistration) {
      // A new e-mail: the customer is registered in the booking's own transaction, one commit
      // (and one round of projections) instead of three. Registered by someone else meanwhile,
      // the booking takes the ordinary way, to that customer.
      try {
        result = await book(firstRegistration.customerId, firstRegistration.items);
      } catch (error) {
        const taken = error instanceof ConcurrencyError && firstRegistration.items.some((item) => item.streamId === error.streamId);
        if (!taken) throw error;
        result = await book(await registers());
      }
    } else result = await book(await registers());
    return this.answer(result.events[0]!);
  }

  /** The booking a BookingCreated made; if the projector is slow past the bounded wait, the facts recorded still answer. */
  private async answer(created: RecordedEvent): Promise<Booking> {
    return (await findBooking(this.deps.db.sql, String(created.data.bookingId))) ?? bookingFromCreated(created);
  }

  /**
   * `createBooking` for customers a batch job knows (no findOrRegister), decided but not appended:
   * each booking's append (`EventStore.appendMany`) under the command id `createBooking` would use,
   * expecting a new stream. The catalog is read once for the whole batch. A request refused (bad
   * input, not in the catalog, a placeholder) answers its error instead; the caller runs it the
   * ordinary way, which refuses it as usual.
   */
  async decideNewBookings(
    requests: readonly { raw: unknown; customerId: string; options: CommandOptions & { commandId: string } }[],
    source: 'admin' | 'public',
  ): Promise<({ ok: true; item: AppendItem } | { ok: false; error: unknown })[]> {
    const parsed = requests.map((request) => {
      try {
        return { ok: true as const, input: parseInput(CreateBookingInput, request.raw) };
      } catch (error) {
        return { ok: false as const, error };
      }
    });
    const inputs = parsed.flatMap((p) => (p.ok ? [p.input] : []));
    if (inputs.length === 0) return parsed.map((p) => ({ ok: false as const, error: p.ok ? null : p.error }));
    const timeZone = await this.timeZone();
    const [services, types, statuses] = await Promise.all([
      this.deps.catalog.servicesByIds([...new Set(inputs.flatMap((i) => i.serviceIds))]),
      this.deps.catalog.vehicleTypes(),
      this.deps.catalog.statusIds(),
    ]);
    return parsed.map((p, index) => {
      if (!p.ok) return p;
      const { input } = p;
      const request = requests[index]!;
      try {
        checkCatalog(input, source, services, types);
        if (input.status && source === 'admin' && !statuses.includes(input.status)) {
          throw new ValidationError(m.statusInvalid, [{ path: 'status', message: m.statusInvalid }]);
        }
        if (isPlaceholderBooking(input)) throw new Error('A placeholder booking makes no customer: not for a batch');
        const bookingId = this.runner.newId();
        const { customerId } = request;
        const { item } = this.runner.decideNew({
          decider: bookingDecider,
          streamId: bookingStreamId(bookingId),
          commands: ({ at }) => [{ type: 'CreateBooking' as const, bookingId, input, source, customerId, at, timeZone, quote: quoteBooking(input.serviceIds, services, input) }],
          options: { ...unversioned(request.options), commandId: request.options.commandId },
        });
        return { ok: true as const, item };
      } catch (error) {
        return { ok: false as const, error };
      }
    });
  }

  /**
   * PATCH: details, status, photo lists, licence images and the courtesy-car agreement, applied
   * together or not at all, decided against the booking as its events have it.
   */
  async updateBooking(bookingId: string, raw: unknown, options: CommandOptions): Promise<Booking> {
    const input = parseInput(UpdateBookingInput, raw);
    const allowedStatuses = input.status ? await this.deps.catalog.statusIds() : [];
    const commandId = options.commandId ?? this.runner.newId();
    return this.edit(bookingId, { ...options, commandId }, async (state, { at }) => {
      const current = active(state);
      const commands: BookingCommand[] = [];

      const details: Partial<BookingDetails> = {};
      for (const field of ['fullName', 'email', 'mobile', 'address', 'date', 'time', 'vehicleType', 'modelYear', 'vehicleRego', 'serviceIds', 'notes'] as const) {
        if (input[field] !== undefined) Object.assign(details, { [field]: input[field] });
      }
      const after = { ...current.details, ...details };
      if (details.serviceIds || details.vehicleType) {
        await this.checkAgainstCatalog({ serviceIds: details.serviceIds ?? [], vehicleType: details.vehicleType ?? current.details.vehicleType }, 'admin');
      }
      // A change of what is priced re-quotes the booking at today's catalog (recorded only if it really changed).
      const quote = QUOTED_FIELDS.some((field) => details[field] !== undefined) ? await this.quote(after) : undefined;
      if (Object.keys(details).length) commands.push({ type: 'UpdateBookingDetails', details, quote });
      if (details.email !== undefined && details.email.toLowerCase() !== current.details.email.toLowerCase() && !isPlaceholderBooking(after)) {
        // A new e-mail is another customer's (registered if new): the booking moves to them.
        const profile = customerProfile(after);
        // As in createBooking: the edit's own wait covers the customers read model.
        const { customerId } = await this.deps.customers.findOrRegister(profile, { ...unversioned(options), commandId: `${commandId}/customer`, awaitReadModels: false });
        commands.push({ type: 'AssignBookingToCustomer', customerId });
      }
      if (input.status) commands.push({ type: 'ChangeBookingStatus', status: input.status, allowedStatuses });

      for (const photoType of ['before', 'after'] as const) {
        const wanted = input[photoType === 'before' ? 'beforePhotos' : 'afterPhotos'];
        if (!wanted) continue;
        const stored = current.photos[photoType];
        const unknown = wanted.filter((path) => !stored.some((p) => p.path === path));
        if (unknown.length) throw new ValidationError(m.photoNotFound, unknown.map(() => ({ path: `${photoType}Photos`, message: m.photoNotFound })));
        for (const photo of stored) if (!wanted.includes(photo.path)) commands.push({ type: 'RemovePhoto', photoType, path: photo.path });
      }

      const licence: { front?: string | null; back?: string | null } = {};
      for (const [side, field] of [
        ['front', 'licenseFrontPhoto'],
        ['back', 'licenseBackPhoto'],
      ] as const) {
        const value = input[field];
        if (value === undefined || value === `/api/bookings/${bookingId}/licence/${side}`) continue;
        licence[side] = value === null ? null : await storeImage(this.deps.blobs, value, 'licence', field);
        if (licence[side] === current.licence[side]) delete licence[side];
      }
      if ('front' in licence || 'back' in licence) commands.push({ type: 'AttachLicencePhotos', ...licence });

      const agreementTouched = [input.digitalSignature, input.signatureCanvas, input.termsAccepted].some((v) => v !== undefined);
      if (agreementTouched) {
        const signed = current.agreement;
        const signature = input.signatureCanvas;
        const signatureBlobId =
          signature === undefined || signature === `/api/bookings/${bookingId}/signature`
            ? signed.signatureBlobId
            : signature === null
              ? null
              : await storeImage(this.deps.blobs, signature, 'signature', 'signatureCanvas');
        const termsAccepted = input.termsAccepted ?? signed.termsAccepted;
        commands.push({
          type: 'SignCourtesyCarAgreement',
          digitalSignature: input.digitalSignature === undefined ? signed.digitalSignature : input.digitalSignature,
          signatureBlobId,
          termsAccepted,
          // When the terms were accepted is the server's fact, kept from the first acceptance.
          termsAcceptedAt: termsAccepted ? ((signed.termsAccepted && signed.termsAcceptedAt) || at) : null,
        });
      }
      return commands;
    });
  }

  async changeStatus(bookingId: string, status: string, options: CommandOptions): Promise<Booking> {
    const allowedStatuses = await this.deps.catalog.statusIds();
    return this.edit(bookingId, options, [{ type: 'ChangeBookingStatus', status, allowedStatuses }]);
  }

  cancelBooking(bookingId: string, options: CommandOptions): Promise<Booking> {
    return this.edit(bookingId, options, [{ type: 'CancelBooking' }]);
  }

  async deleteBooking(bookingId: string, options: CommandOptions): Promise<void> {
    await this.edit(bookingId, options, [{ type: 'DeleteBooking' }]);
  }

  /** Gives a booking its customer (the startup backfill of bookings from before customers). */
  async assignCustomer(bookingId: string, customerId: string, options: CommandOptions): Promise<void> {
    await this.runner.run({
      decider: bookingDecider,
      streamId: bookingStreamId(bookingId),
      commands: [{ type: 'AssignBookingToCustomer', customerId }],
      options: unversioned(options),
    });
  }

  /** Gives a booking from before quotes its first quote (the quote backfill); a booking that has one keeps it. */
  async recordQuote(bookingId: string, quote: BookingQuote, options: CommandOptions): Promise<void> {
    await this.runner.run({
      decider: bookingDecider,
      streamId: bookingStreamId(bookingId),
      commands: [{ type: 'RecordQuote', quote }],
      options: unversioned(options),
      projections: ['bookings'],
    });
  }

  /**
   * Deletes a booking (if it is not deleted already): what deleting its customer does to each of
   * their bookings. Safe to repeat. Answers with the booking's stream, for the caller to erase,
   * and the images it stored, for the caller to delete with the erasure (`deleteFreedImages`).
   */
  async purgeBooking(bookingId: string, options: CommandOptions): Promise<{ streamId: string; blobIds: string[] }> {
    const streamId = bookingStreamId(bookingId);
    const history = await this.deps.store.readStream(streamId);
    if (fold(bookingDecider, history).kind === 'active') {
      await this.runner.run({
        decider: bookingDecider,
        streamId,
        commands: [{ type: 'DeleteBooking' }],
        options: unversioned(options),
        projections: BOOKING_READ_MODELS,
        alongside: this.days(false),
      });
    }
    return { streamId, blobIds: blobIdsOf(history) };
  }

  /**
   * Deletes those images that no booking but the purged ones shows, in the caller's transaction
   * (the erasure's). The purged bookings are left out by id, so a read model still catching up
   * on their deletion keeps nothing alive.
   */
  async deleteFreedImages(blobIds: readonly string[], purgedBookingIds: readonly string[], tx: Tx): Promise<void> {
    for (const blobId of blobIds) {
      if (!(await blobIsReferenced(tx, blobId, purgedBookingIds))) await this.deps.blobs.delete(blobId, tx);
    }
  }

  /**
   * Stores what is a real image and records it. Answers with the booking's version afterwards, so
   * an editor who uploaded can go on saving the rest of the booking from the version it made.
   */
  async uploadPhotos(bookingId: string, photoType: PhotoType, files: UploadedFile[], options: CommandOptions): Promise<UploadOutcome & { version: number }> {
    const before = await findBookingRow(this.deps.db.sql, bookingId);
    if (!before) throw notFound();
    const outcome = await storePhotos(this.deps.blobs, files, (blobId) => photoPath(bookingId, photoType, blobId));
    if (outcome.stored.length === 0) return { ...outcome, version: before.version };
    // Adding photos edits nothing anyone saw: no version to check.
    const after = await this.edit(bookingId, unversioned(options), [{ type: 'UploadPhotos', photoType, photos: outcome.stored }]);
    return { ...outcome, version: after.version };
  }

  removePhoto(bookingId: string, photoType: PhotoType, path: string, options: CommandOptions): Promise<Booking> {
    return this.edit(bookingId, options, [{ type: 'RemovePhoto', photoType, path }]);
  }

  /** One booking's commands through the runner; answers with the booking as the read model now holds it. */
  private async edit(bookingId: string, options: CommandOptions, commands: RunSpec<BookingCommand, BookingEvent, BookingState>['commands']): Promise<Booking> {
    await this.runner.run({
      decider: bookingDecider,
      streamId: bookingStreamId(bookingId),
      commands,
      options,
      projections: BOOKING_READ_MODELS,
      current: async () => (await findBooking(this.deps.db.sql, bookingId)) ?? Promise.reject(notFound()),
      alongside: this.days(false),
    });
    const row = await findBookingRow(this.deps.db.sql, bookingId, { includeDeleted: true });
    if (!row) throw notFound();
    return toBooking(row);
  }

  private timeZone(): Promise<string> {
    return this.deps.timeZone?.() ?? Promise.resolve(DEFAULT_TIME_ZONE);
  }

  /**
   * The day streams a command's booking leaves and takes, and the person streams it counts against;
   * `exclusive`: a public booking's free day, within its person's bound.
   */
  private days(exclusive: boolean) {
    return alongsideAll(dayAppends({ store: this.deps.store, sql: this.deps.db.sql }, exclusive), this.persons.appends(exclusive));
  }

  /** A day held in its day stream, or in the read model (bookings from before day streams). */
  private async dayIsTaken(date: string): Promise<boolean> {
    const history = await this.deps.store.readStream(bookingDayStreamId(date));
    if (fold(bookingDayDecider, history).holders.length > 0) return true;
    return dayIsHeld(this.deps.db.sql, date, '');
  }

  private async checkAgainstCatalog(input: { serviceIds: number[]; vehicleType: string }, source: 'admin' | 'public') {
    await this.quoteAgainstCatalog({ ...input, modelYear: null }, source);
  }

  /** Checks the services and vehicle type against the catalog, and prices them there. */
  private async quoteAgainstCatalog(input: { serviceIds: number[]; vehicleType: string; modelYear: number | null }, source: 'admin' | 'public'): Promise<BookingQuote> {
    const [found, vehicleTypes] = await Promise.all([
      input.serviceIds.length ? this.deps.catalog.servicesByIds(input.serviceIds) : [],
      this.deps.catalog.vehicleTypes(),
    ]);
    checkCatalog(input, source, found, vehicleTypes);
    return quoteBooking(input.serviceIds, found, input);
  }

  /** The price of a booking's services for its vehicle at today's catalog. */
  private async quote(details: Pick<BookingDetails, 'serviceIds' | 'vehicleType' | 'modelYear'>): Promise<BookingQuote> {
    const found = details.serviceIds.length ? await this.deps.catalog.servicesByIds(details.serviceIds) : [];
    return quoteBooking(details.serviceIds, found, details);
  }

  private async checkStatus(status: string) {
    if (!(await this.deps.catalog.statusIds()).includes(status)) {
      throw new ValidationError(m.statusInvalid, [{ path: 'status', message: m.statusInvalid }]);
    }
  }

  /**
   * A customer moves their own booking to another of the wizard's days and slots (issue 31). The
   * new day is claimed as a public booking claims one, at the day stream's version, so of two
   * customers moving into one free day at once one wins; the bound on a person's pending public
   * bookings does not count against a booking they already have.
   */
  async rescheduleByCustomer(bookingId: string, customerId: string, raw: unknown, options: CommandOptions): Promise<Booking> {
    const { date, time } = parseInput(RescheduleMyBookingInput, raw);
    return this.changeByCustomer(bookingId, options, true, (rules) => ({ type: 'RescheduleByCustomer', customerId, date, time, rules }));
  }

  /** A customer cancels their own booking (issue 31): its day is free again. */
  cancelByCustomer(bookingId: string, customerId: string, options: CommandOptions): Promise<Booking> {
    return this.changeByCustomer(bookingId, options, false, (rules) => ({ type: 'CancelByCustomer', customerId, rules }));
  }

  /** A customer's own change, recorded as theirs (`options.actor`); the record they saw has no version for them to send. */
  private async changeByCustomer(bookingId: string, options: CommandOptions, claimsDay: boolean, command: (rules: SelfServiceRules) => BookingCommand): Promise<Booking> {
    if (!isUuid(bookingId)) throw notFound();
    const [timeZone, settings] = await Promise.all([this.timeZone(), this.deps.selfService?.() ?? { cutoffHours: DEFAULT_SELF_SERVICE_CUTOFF_HOURS, businessPhone: '' }]);
    await this.runner.run({
      decider: bookingDecider,
      streamId: bookingStreamId(bookingId),
      commands: (state, { at }) => {
        if (state.kind !== 'active') throw notFound();
        return [command({ at, timeZone, ...settings })];
      },
      options: unversioned(options),
      projections: BOOKING_READ_MODELS,
      current: async () => null,
      alongside: alongsideAll(dayAppends({ store: this.deps.store, sql: this.deps.db.sql }, claimsDay), this.persons.appends(false)),
    });
    const row = await findBookingRow(this.deps.db.sql, bookingId);
    if (!row) throw notFound();
    return toBooking(row);
  }
}

/**
 * `Promise.all` whose refusal is the first in the list's order rather than in time, so which of
 * several failed checks a caller is told does not depend on which read answered first.
 */
async function allInOrder<T extends readonly unknown[]>(work: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(work);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}

const customerProfile = (d: BookingCustomerProfile): BookingCustomerProfile => ({
  fullName: d.fullName,
  email: d.email,
  mobile: d.mobile,
  address: d.address,
  vehicleRego: d.vehicleRego,
});

/** Every image a booking's events stored: photos and their thumbnails, licence sides, the drawn signature. */
function blobIdsOf(history: RecordedEvent[]): string[] {
  const ids = new Set<string>();
  for (const { type, data } of history as unknown as BookingEvent[]) {
    if (type === 'PhotosUploaded') for (const p of data.photos) ids.add(p.blobId).add(p.thumbnailBlobId);
    if (type === 'LicencePhotosAttached') for (const side of [data.front, data.back]) if (side) ids.add(side);
    if (type === 'CourtesyCarAgreementSigned' && data.signatureBlobId) ids.add(data.signatureBlobId);
  }
  return [...ids];
}

function bookingFromCreated(recorded: RecordedEvent): Booking {
  const created = recorded.data as unknown as BookingCreated['data'];
  const { bookingId, source: _source, customerId, quote, ...d } = created;
  return {
    id: bookingId,
    customerId,
    ...d,
    ...quoted(quote),
    verified: verifiedAtCreation(created),
    digitalSignature: null,
    invoiceId: null,
    createdAt: recorded.metadata.occurredAt,
    updatedAt: recorded.metadata.occurredAt,
    version: recorded.streamVersion,
    beforePhotos: [],
    afterPhotos: [],
    licenseFrontPhoto: null,
    licenseBackPhoto: null,
    signatureCanvas: null,
  };
}

/** The booking's services and vehicle type against the catalog (as read once by the caller). */
function checkCatalog(
  input: { serviceIds: number[]; vehicleType: string },
  source: 'admin' | 'public',
  found: Awaited<ReturnType<CatalogLookup['servicesByIds']>>,
  types: Awaited<ReturnType<CatalogLookup['vehicleTypes']>>,
): void {
  const errors: { path: string; message: string }[] = [];
  for (const id of input.serviceIds) {
    const service = found.find((s) => s.id === id);
    const offered = service && !service.deleted && (source === 'admin' || (service.active && service.showOnBookingForm));
    if (!offered) errors.push({ path: 'serviceIds', message: m.unknownService(id) });
  }
  if (!types.some((t) => t.name === input.vehicleType && (t.isActive || source === 'admin'))) {
    errors.push({ path: 'vehicleType', message: m.unknownVehicleType });
  }
  if (errors.length) throw new ValidationError(errors[0]!.message, errors);
}
