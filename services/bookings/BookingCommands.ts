import {
  bookingMessages as m,
  bookingStreamId,
  CreateBookingInput,
  photoPath,
  UpdateBookingInput,
  type BookingCreated,
  type BookingDetails,
  type PhotoType,
} from '@detailing/schema';
import type { BlobStore } from '../blobs/BlobStore.js';
import { handleCommands } from '../commands/handleCommand.js';
import type { Actor, EventStore, RecordedEvent } from '../eventstore/EventStore.js';
import type { Clock } from '../platform/clock.js';
import { newId } from '../platform/clock.js';
import type { Database } from '../platform/database.js';
import { DomainError, ValidationError } from '../platform/errors.js';
import type { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { parseInput } from '../platform/validation.js';
import type { CatalogLookup } from './catalogLookup.js';
import { type BookingCommand, bookingDecider } from './decider.js';
import { storeImage, storePhotos, type UploadedFile, type UploadOutcome } from './bookingImages.js';
import { type Booking, type BookingRow, findBooking, findBookingRow, toBooking } from './queries.js';

export interface CommandOptions {
  actor: Actor;
  /** Idempotency key from the caller (an `Idempotency-Key` header); a fresh one otherwise. */
  commandId?: string;
  correlationId?: string;
}

interface Deps {
  db: Database;
  store: EventStore;
  waiter: ProjectionWaiter;
  clock: Clock;
  blobs: BlobStore;
  catalog: CatalogLookup;
}

/** The bookings context's write side, shared by GraphQL resolvers and REST shims. */
export class BookingCommands {
  constructor(private readonly deps: Deps) {}

  async createBooking(raw: unknown, source: 'admin' | 'public', options: CommandOptions): Promise<Booking> {
    const input = parseInput(CreateBookingInput, raw);
    await this.checkAgainstCatalog(input, source);
    if (input.status && source === 'admin') await this.checkStatus(input.status);
    const bookingId = newId();
    const at = this.deps.clock.now();
    const result = await this.execute(bookingId, [{ type: 'CreateBooking', bookingId, input, source, at }], options, at);
    const created = result.events[0]!;
    const createdId = String(created.data.bookingId);
    await this.deps.waiter.waitFor('bookings', result.lastGlobalPosition);
    // If the projector is slow past the bounded wait, the facts just recorded still answer.
    return (await findBooking(this.deps.db.sql, createdId)) ?? bookingFromCreated(created);
  }

  /** PATCH: details, status, photo lists, licence images and the courtesy-car agreement, applied together or not at all. */
  async updateBooking(bookingId: string, raw: unknown, options: CommandOptions): Promise<Booking> {
    const input = parseInput(UpdateBookingInput, raw);
    const current = await this.existing(bookingId);
    const commands: BookingCommand[] = [];

    const details: Partial<BookingDetails> = {};
    for (const field of ['fullName', 'email', 'mobile', 'address', 'date', 'time', 'vehicleType', 'modelYear', 'vehicleRego', 'serviceIds', 'notes'] as const) {
      if (input[field] !== undefined) Object.assign(details, { [field]: input[field] });
    }
    if (details.serviceIds || details.vehicleType) {
      await this.checkAgainstCatalog({ serviceIds: details.serviceIds ?? [], vehicleType: details.vehicleType ?? current.vehicle_type }, 'admin');
    }
    if (Object.keys(details).length) commands.push({ type: 'UpdateBookingDetails', details });
    if (input.status) commands.push({ type: 'ChangeBookingStatus', status: input.status, allowedStatuses: await this.deps.catalog.statusIds() });

    for (const photoType of ['before', 'after'] as const) {
      const wanted = input[photoType === 'before' ? 'beforePhotos' : 'afterPhotos'];
      if (!wanted) continue;
      const stored = photoType === 'before' ? current.before_photos : current.after_photos;
      const unknown = wanted.filter((path) => !stored.some((p) => p.path === path));
      if (unknown.length) throw new ValidationError(m.photoNotFound, unknown.map(() => ({ path: `${photoType}Photos`, message: m.photoNotFound })));
      for (const photo of stored) if (!wanted.includes(photo.path)) commands.push({ type: 'RemovePhoto', photoType, path: photo.path });
    }

    const licence: { front?: string | null; back?: string | null } = {};
    for (const [side, field, column] of [
      ['front', 'licenseFrontPhoto', current.licence_front_blob],
      ['back', 'licenseBackPhoto', current.licence_back_blob],
    ] as const) {
      const value = input[field];
      if (value === undefined || value === `/api/bookings/${bookingId}/licence/${side}`) continue;
      licence[side] = value === null ? null : await storeImage(this.deps.blobs, value, 'licence', field);
      if (licence[side] === column) delete licence[side];
    }
    if ('front' in licence || 'back' in licence) commands.push({ type: 'AttachLicencePhotos', ...licence });

    const agreementTouched = [input.digitalSignature, input.signatureCanvas, input.termsAccepted].some((v) => v !== undefined);
    if (agreementTouched) {
      const signature = input.signatureCanvas;
      const signatureBlobId =
        signature === undefined || signature === `/api/bookings/${bookingId}/signature`
          ? current.signature_blob
          : signature === null
            ? null
            : await storeImage(this.deps.blobs, signature, 'signature', 'signatureCanvas');
      const termsAccepted = input.termsAccepted ?? current.terms_accepted;
      const acceptedBefore = current.terms_accepted && current.terms_accepted_at ? current.terms_accepted_at.toISOString() : null;
      commands.push({
        type: 'SignCourtesyCarAgreement',
        digitalSignature: input.digitalSignature === undefined ? current.digital_signature : input.digitalSignature,
        signatureBlobId,
        termsAccepted,
        // When the terms were accepted is the server's fact, kept from the first acceptance.
        termsAcceptedAt: termsAccepted ? (acceptedBefore ?? this.deps.clock.now()) : null,
      });
    }
    return this.run(bookingId, commands, options);
  }

  changeStatus(bookingId: string, status: string, options: CommandOptions): Promise<Booking> {
    return this.deps.catalog
      .statusIds()
      .then((allowedStatuses) => this.run(bookingId, [{ type: 'ChangeBookingStatus', status, allowedStatuses }], options));
  }

  cancelBooking(bookingId: string, options: CommandOptions): Promise<Booking> {
    return this.run(bookingId, [{ type: 'CancelBooking' }], options);
  }

  async deleteBooking(bookingId: string, options: CommandOptions): Promise<void> {
    await this.run(bookingId, [{ type: 'DeleteBooking' }], options);
  }

  /** Stores what is a real image and records it; everything else is reported in `failed` and stores nothing. */
  async uploadPhotos(bookingId: string, photoType: PhotoType, files: UploadedFile[], options: CommandOptions): Promise<UploadOutcome> {
    await this.existing(bookingId);
    const outcome = await storePhotos(this.deps.blobs, files, (blobId) => photoPath(bookingId, photoType, blobId));
    if (outcome.stored.length) {
      await this.run(bookingId, [{ type: 'UploadPhotos', photoType, photos: outcome.stored }], options);
    }
    return outcome;
  }

  removePhoto(bookingId: string, photoType: PhotoType, path: string, options: CommandOptions): Promise<Booking> {
    return this.run(bookingId, [{ type: 'RemovePhoto', photoType, path }], options);
  }

  private async run(bookingId: string, commands: BookingCommand[], options: CommandOptions): Promise<Booking> {
    const at = this.deps.clock.now();
    const result = await this.execute(bookingId, commands, options, at);
    await this.deps.waiter.waitFor('bookings', result.lastGlobalPosition);
    const row = await findBookingRow(this.deps.db.sql, bookingId, { includeDeleted: true });
    if (!row) throw new DomainError('NOT_FOUND', m.notFound);
    return toBooking(row);
  }

  private execute(bookingId: string, commands: BookingCommand[], options: CommandOptions, at: string) {
    const commandId = options.commandId ?? newId();
    return handleCommands(this.deps.store, bookingDecider, bookingStreamId(bookingId), commands, {
      commandId,
      actor: options.actor,
      correlationId: options.correlationId ?? commandId,
      causationId: null,
      occurredAt: at,
    });
  }

  private async existing(bookingId: string): Promise<BookingRow> {
    const row = await findBookingRow(this.deps.db.sql, bookingId);
    if (!row) throw new DomainError('NOT_FOUND', m.notFound);
    return row;
  }

  private async checkAgainstCatalog(input: { serviceIds: number[]; vehicleType: string }, source: 'admin' | 'public') {
    const errors: { path: string; message: string }[] = [];
    if (input.serviceIds.length) {
      const found = await this.deps.catalog.servicesByIds(input.serviceIds);
      for (const id of input.serviceIds) {
        const service = found.find((s) => s.id === id);
        const offered = service && !service.deleted && (source === 'admin' || (service.active && service.showOnBookingForm));
        if (!offered) errors.push({ path: 'serviceIds', message: m.unknownService(id) });
      }
    }
    const types = await this.deps.catalog.vehicleTypes();
    if (!types.some((t) => t.name === input.vehicleType && (t.isActive || source === 'admin'))) {
      errors.push({ path: 'vehicleType', message: m.unknownVehicleType });
    }
    if (errors.length) throw new ValidationError(errors[0]!.message, errors);
  }

  private async checkStatus(status: string) {
    if (!(await this.deps.catalog.statusIds()).includes(status)) {
      throw new ValidationError(m.statusInvalid, [{ path: 'status', message: m.statusInvalid }]);
    }
  }
}

function bookingFromCreated(recorded: RecordedEvent): Booking {
  const { bookingId, source: _source, ...d } = recorded.data as unknown as BookingCreated["data"];
  return {
    id: bookingId,
    ...d,
    digitalSignature: null,
    invoiceId: null,
    createdAt: recorded.metadata.occurredAt,
    updatedAt: recorded.metadata.occurredAt,
    beforePhotos: [],
    afterPhotos: [],
    licenseFrontPhoto: null,
    licenseBackPhoto: null,
    signatureCanvas: null,
  };
}
