import {
  BOOKING_STATUSES_STREAM,
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
import { type CommandOptions, CommandRunner, unversioned } from '../commands/runner.js';
import type { EventStore } from '../eventstore/EventStore.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/database.js';
import { DomainError } from '../platform/errors.js';
import type { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { parseInput } from '../platform/validation.js';
import { bookingStatusesDecider } from './bookingStatusesDecider.js';
import { type BookingStatusList, versionedStatuses } from './bookingStatusView.js';
import { bookingStatusList, findService, findVehicleType, type ServiceRecord, type VehicleTypeRecord } from './queries.js';
import { serviceFromHistory, vehicleTypeFromHistory } from './fromHistory.js';
import { imageFromDataUrl } from './serviceImage.js';
import { serviceImageUrl } from './serviceView.js';
import { serviceVersion, servicesDecider } from './servicesDecider.js';
import { vehicleTypesDecider, vehicleTypeVersion } from './vehicleTypesDecider.js';

const notFound = (message: string) => new DomainError('NOT_FOUND', message);

/** The catalog's write side (services, vehicle types, booking statuses), shared by GraphQL and REST. */
export class CatalogCommands {
  private readonly runner: CommandRunner;

  constructor(private readonly deps: { db: Database; store: EventStore; waiter: ProjectionWaiter; clock: Clock; blobs: BlobStore }) {
    this.runner = new CommandRunner(deps);
  }

  async createService(raw: unknown, options: CommandOptions): Promise<ServiceRecord> {
    const { serviceImage, ...input } = parseInput(CreateServiceInput, raw);
    const serviceImageBlobId = await this.storeImage(serviceImage, null);
    const result = await this.runner.run({
      decider: servicesDecider,
      streamId: SERVICES_STREAM,
      shared: true,
      commands: [{ type: 'CreateService', fields: { ...input, serviceImageBlobId } }],
      options: unversioned(options),
      projections: ['services'],
    });
    return this.readService(Number(result.events[0]!.data.serviceId), result);
  }

  /** Changes only the fields given; a service's version is its own, however busy the shared stream is. */
  async updateService(serviceId: number, raw: unknown, options: CommandOptions): Promise<ServiceRecord> {
    const { serviceImage, ...changes } = parseInput(UpdateServiceInput, raw);
    if (!Number.isSafeInteger(serviceId)) throw notFound(catalogMessages.serviceNotFound);
    const result = await this.runner.run({
      ...this.service(serviceId, options),
      commands: async (state) => {
        const current = state.services.get(serviceId);
        if (!current || current.deleted) throw notFound(catalogMessages.serviceNotFound);
        const imageChange: Partial<ServiceFields> =
          serviceImage === undefined ? {} : { serviceImageBlobId: await this.storeImage(serviceImage, current.serviceImageBlobId) };
        return [{ type: 'UpdateService', serviceId, changes: { ...changes, ...imageChange } }];
      },
    });
    return this.readService(serviceId, result);
  }

  async deleteService(serviceId: number, options: CommandOptions): Promise<void> {
    if (!Number.isSafeInteger(serviceId)) throw notFound(catalogMessages.serviceNotFound);
    await this.runner.run({ ...this.service(serviceId, options), commands: [{ type: 'DeleteService', serviceId }] });
  }

  async createVehicleType(raw: unknown, options: CommandOptions): Promise<VehicleTypeRecord> {
    const input = parseInput(CreateVehicleTypeInput, raw);
    const vehicleTypeId = this.runner.newId();
    const result = await this.runner.run({
      decider: vehicleTypesDecider,
      streamId: VEHICLE_TYPES_STREAM,
      shared: true,
      commands: [{ type: 'CreateVehicleType', vehicleTypeId, ...input }],
      options: unversioned(options),
      projections: ['vehicleTypes'],
    });
    return this.readVehicleType(vehicleTypeId, result);
  }

  async updateVehicleType(vehicleTypeId: string, raw: unknown, options: CommandOptions): Promise<VehicleTypeRecord> {
    const changes = parseInput(UpdateVehicleTypeInput, raw);
    const result = await this.runner.run({ ...this.vehicleType(vehicleTypeId, options), commands: [{ type: 'UpdateVehicleType', vehicleTypeId, changes }] });
    return this.readVehicleType(vehicleTypeId, result);
  }

  async deleteVehicleType(vehicleTypeId: string, options: CommandOptions): Promise<void> {
    await this.runner.run({ ...this.vehicleType(vehicleTypeId, options), commands: [{ type: 'DeleteVehicleType', vehicleTypeId }] });
  }

  async saveBookingStatuses(raw: unknown, options: CommandOptions): Promise<BookingStatusList> {
    const { statuses } = parseInput(SaveBookingStatusesInput, raw);
    const result = await this.runner.run({
      decider: bookingStatusesDecider,
      streamId: BOOKING_STATUSES_STREAM,
      commands: [{ type: 'SaveBookingStatuses', statuses }],
      options,
      projections: ['bookingStatuses'],
      current: async () => versionedStatuses(await bookingStatusList(this.deps.db.sql)),
    });
    if (result.caughtUp) return bookingStatusList(this.deps.db.sql);
    return { statuses: [...result.state.statuses], version: result.version };
  }

  /** One service's command on the shared services stream: decided again after a race, against the editor's version of it. */
  private service(serviceId: number, options: CommandOptions) {
    return {
      decider: servicesDecider,
      streamId: SERVICES_STREAM,
      shared: true,
      versionOf: (state: Parameters<typeof serviceVersion>[0]) => serviceVersion(state, serviceId),
      options,
      projections: ['services'],
      current: async () => {
        const found = await findService(this.deps.db.sql, serviceId);
        if (!found || found.deleted) throw notFound(catalogMessages.serviceNotFound);
        return found;
      },
    };
  }

  private vehicleType(vehicleTypeId: string, options: CommandOptions) {
    return {
      decider: vehicleTypesDecider,
      streamId: VEHICLE_TYPES_STREAM,
      shared: true,
      versionOf: (state: Parameters<typeof vehicleTypeVersion>[0]) => vehicleTypeVersion(state, vehicleTypeId),
      options,
      projections: ['vehicleTypes'],
      current: async () => (await findVehicleType(this.deps.db.sql, vehicleTypeId)) ?? Promise.reject(notFound(catalogMessages.vehicleTypeNotFound)),
    };
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
