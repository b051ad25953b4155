import {
  BOOKING_STATUSES_STREAM,
  type BookingStatusDefinition,
  catalogMessages,
  CreateServiceInput,
  CreateVehicleTypeInput,
  SaveBookingStatusesInput,
  SERVICES_STREAM,
  type ServiceFields,
  UpdateServiceInput,
  UpdateVehicleTypeInput,
  VEHICLE_TYPES_STREAM,
} from '@detailing/schema';
import type { BlobStore } from '../blobs/BlobStore.js';
import type { Decider } from '../commands/decider.js';
import { handleCommand } from '../commands/handleCommand.js';
import type { Actor, AppendResult, EventStore } from '../eventstore/EventStore.js';
import { type Clock, newId } from '../platform/clock.js';
import type { Database } from '../platform/database.js';
import { DomainError } from '../platform/errors.js';
import type { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { parseInput } from '../platform/validation.js';
import { bookingStatusesDecider } from './bookingStatusesDecider.js';
import {
  findService,
  findVehicleType,
  listBookingStatuses,
  type ServiceRecord,
  type VehicleTypeRecord,
} from './queries.js';
import { serviceFromHistory, vehicleTypeFromHistory } from './fromHistory.js';
import { imageFromDataUrl } from './serviceImage.js';
import { serviceImageUrl } from './serviceView.js';
import { servicesDecider } from './servicesDecider.js';
import { vehicleTypesDecider } from './vehicleTypesDecider.js';

export interface CommandOptions {
  actor: Actor;
  /** Idempotency key from the caller (an `Idempotency-Key` header); a fresh one otherwise. */
  commandId?: string;
  correlationId?: string;
}

const notFound = (message: string) => new DomainError('NOT_FOUND', message);

/** The read model each stream feeds: a command answers once that one has caught up. */
const projectionOf: Record<string, string> = {
  [SERVICES_STREAM]: 'services',
  [VEHICLE_TYPES_STREAM]: 'vehicleTypes',
  [BOOKING_STATUSES_STREAM]: 'bookingStatuses',
};

/** The catalog's write side (services, vehicle types, booking statuses), shared by GraphQL and REST. */
export class CatalogCommands {
  constructor(
    private readonly deps: { db: Database; store: EventStore; waiter: ProjectionWaiter; clock: Clock; blobs: BlobStore },
  ) {}

  async createService(raw: unknown, options: CommandOptions): Promise<ServiceRecord> {
    const { serviceImage, ...input } = parseInput(CreateServiceInput, raw);
    const serviceImageBlobId = await this.storeImage(serviceImage, null);
    const result = await this.run(servicesDecider, SERVICES_STREAM, { type: 'CreateService', fields: { ...input, serviceImageBlobId } }, options);
    return this.readService(Number(result.events[0]!.data.serviceId), result);
  }

  async updateService(serviceId: number, raw: unknown, options: CommandOptions): Promise<ServiceRecord> {
    const { serviceImage, ...changes } = parseInput(UpdateServiceInput, raw);
    const current = Number.isSafeInteger(serviceId) ? await findService(this.deps.db.sql, serviceId) : null;
    if (!current || current.deleted) throw notFound(catalogMessages.serviceNotFound);
    const imageChange: Partial<ServiceFields> =
      serviceImage === undefined ? {} : { serviceImageBlobId: await this.storeImage(serviceImage, current.serviceImageBlobId) };
    const result = await this.run(servicesDecider, SERVICES_STREAM, { type: 'UpdateService', serviceId, changes: { ...changes, ...imageChange } }, options);
    return this.readService(serviceId, result);
  }

  async deleteService(serviceId: number, options: CommandOptions): Promise<void> {
    if (!Number.isSafeInteger(serviceId)) throw notFound(catalogMessages.serviceNotFound);
    await this.run(servicesDecider, SERVICES_STREAM, { type: 'DeleteService', serviceId }, options);
  }

  async createVehicleType(raw: unknown, options: CommandOptions): Promise<VehicleTypeRecord> {
    const input = parseInput(CreateVehicleTypeInput, raw);
    const vehicleTypeId = newId();
    const result = await this.run(vehicleTypesDecider, VEHICLE_TYPES_STREAM, { type: 'CreateVehicleType', vehicleTypeId, ...input }, options);
    return this.readVehicleType(String(result.events[0]!.data.vehicleTypeId), result);
  }

  async updateVehicleType(vehicleTypeId: string, raw: unknown, options: CommandOptions): Promise<VehicleTypeRecord> {
    const changes = parseInput(UpdateVehicleTypeInput, raw);
    const result = await this.run(vehicleTypesDecider, VEHICLE_TYPES_STREAM, { type: 'UpdateVehicleType', vehicleTypeId, changes }, options);
    return this.readVehicleType(vehicleTypeId, result);
  }

  async deleteVehicleType(vehicleTypeId: string, options: CommandOptions): Promise<void> {
    await this.run(vehicleTypesDecider, VEHICLE_TYPES_STREAM, { type: 'DeleteVehicleType', vehicleTypeId }, options);
  }

  async saveBookingStatuses(raw: unknown, options: CommandOptions): Promise<BookingStatusDefinition[]> {
    const { statuses } = parseInput(SaveBookingStatusesInput, raw);
    await this.run(bookingStatusesDecider, BOOKING_STATUSES_STREAM, { type: 'SaveBookingStatuses', statuses }, options);
    return listBookingStatuses(this.deps.db.sql);
  }

  private async run<C, E extends { type: string; data: Record<string, unknown> }, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    options: CommandOptions,
  ): Promise<AppendResult & { caughtUp: boolean }> {
    const commandId = options.commandId ?? newId();
    const at = this.deps.clock.now();
    const result = await handleCommand(this.deps.store, decider, streamId, command, {
      commandId,
      actor: options.actor,
      correlationId: options.correlationId ?? commandId,
      causationId: null,
      occurredAt: at,
    });
    const caughtUp = await this.deps.waiter.waitFor(projectionOf[streamId]!, result.lastGlobalPosition);
    return { ...result, caughtUp };
  }

  /**
   * The blob id to keep for `image`: a new upload is stored; the URL this service already
   * shows keeps its image; null removes it. Any other URL would let a caller publish some
   * other blob (a licence photo) as a service picture, so it is refused.
   */
  private async storeImage(image: string | null, currentBlobId: string | null): Promise<string | null> {
    if (image === null) return null;
    if (!image.startsWith('data:')) {
      if (currentBlobId && image === serviceImageUrl(currentBlobId)) return currentBlobId;
      throw new DomainError('BAD_USER_INPUT', catalogMessages.imageOnly, [{ path: 'serviceImage', message: catalogMessages.imageOnly }]);
    }
    const { bytes, contentType } = await imageFromDataUrl(image);
    return (await this.deps.blobs.put(bytes, contentType)).id;
  }

  private async readService(serviceId: number, result: { caughtUp: boolean }): Promise<ServiceRecord> {
    const found = result.caughtUp ? await findService(this.deps.db.sql, serviceId) : null;
    return found ?? serviceFromHistory(await this.deps.store.readStream(SERVICES_STREAM), serviceId)!;
  }

  private async readVehicleType(vehicleTypeId: string, result: { caughtUp: boolean }): Promise<VehicleTypeRecord> {
    const found = result.caughtUp ? await findVehicleType(this.deps.db.sql, vehicleTypeId) : null;
    return found ?? vehicleTypeFromHistory(await this.deps.store.readStream(VEHICLE_TYPES_STREAM), vehicleTypeId)!;
  }
}
