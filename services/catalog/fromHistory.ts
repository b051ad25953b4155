import { assertNever, type ServiceEvent, type VehicleTypeEvent } from '@detailing/schema';
import { asDomainEvent, fold } from '../commands/fold.js';
import type { RecordedEvent } from '../eventstore/EventStore.js';
import type { ServiceRecord, VehicleTypeRecord } from './queries.js';
import { vehicleTypesDecider } from './vehicleTypesDecider.js';

// When a read model is slower than the bounded wait, the facts just recorded still answer.

export function serviceFromHistory(history: RecordedEvent[], serviceId: number): ServiceRecord | null {
  return history.reduce<ServiceRecord | null>((record, recorded) => {
    const event = asDomainEvent<ServiceEvent>(recorded);
    if (event.data.serviceId !== serviceId) return record;
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'ServiceCreated': {
        const { serviceId: id, ...fields } = event.data;
        return { id, ...fields, deleted: false, createdAt: at, updatedAt: at, version: 1 };
      }
      case 'ServiceUpdated':
        return record && { ...record, ...event.data.changes, updatedAt: at, version: record.version + 1 };
      case 'ServiceDeleted':
        return record && { ...record, deleted: true, updatedAt: at, version: record.version + 1 };
      default:
        return assertNever(event);
    }
  }, null);
}

export function vehicleTypeFromHistory(history: RecordedEvent[], vehicleTypeId: string): VehicleTypeRecord | null {
  const fields = fold(vehicleTypesDecider, history).types.get(vehicleTypeId);
  if (!fields) return null;
  const creation = history.find((e) => e.type === 'VehicleTypeCreated' && asDomainEvent<VehicleTypeEvent>(e).data.vehicleTypeId === vehicleTypeId);
  if (!creation) return null;
  return { id: vehicleTypeId, ...fields, createdAt: creation.metadata.occurredAt };
}
