import { assertNever, PRICE_FIELDS, type ServiceEvent, type ServiceFields } from '@detailing/schema';
import type { Projector } from '../runner/Projector.js';

/** `priceSuv5Pre2025` → `price_suv5_pre2025`: the read model's column for a service field. */
export const serviceColumn = (field: keyof ServiceFields): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const columnsOf = (fields: Partial<ServiceFields>) =>
  Object.fromEntries(Object.entries(fields).map(([field, value]) => [serviceColumn(field as keyof ServiceFields), value]));

/**
 * Every service ever created, deleted ones flagged (bookings and invoices still name them). Prices in cents.
 * Version 2: `version` counts the service's own events, not the shared stream's.
 */
export const servicesProjector: Projector = {
  name: 'services',
  version: 2,
  handles: ['ServiceCreated', 'ServiceUpdated', 'ServiceDeleted'] satisfies ServiceEvent['type'][],

  migrations: [
    {
      id: 1,
      name: 'create services',
      up: (tx) => tx`
        create table services (
          id integer primary key,
          name text not null,
          description text not null,
          ${tx.unsafe(PRICE_FIELDS.map((f) => `${serviceColumn(f)} integer not null`).join(',\n'))},
          duration_hours double precision not null,
          active boolean not null,
          show_on_booking_form boolean not null,
          service_image_blob_id text,
          deleted boolean not null default false,
          created_at timestamptz not null,
          updated_at timestamptz not null,
          version integer not null
        )`,
    },
  ],

  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as ServiceEvent;
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'ServiceCreated': {
        const { serviceId, ...fields } = event.data;
        const row = { id: serviceId, ...columnsOf(fields), created_at: at, updated_at: at, version: 1 };
        await tx`insert into services ${tx(row)} on conflict (id) do nothing`;
        return [{ model: 'services', kind: 'created', id: String(serviceId) }];
      }
      case 'ServiceUpdated': {
        const { serviceId, changes } = event.data;
        const row = { ...columnsOf(changes), updated_at: at };
        await tx`update services set ${tx(row)}, version = version + 1 where id = ${serviceId}`;
        return [{ model: 'services', kind: 'updated', id: String(serviceId) }];
      }
      case 'ServiceDeleted': {
        const { serviceId } = event.data;
        await tx`update services set deleted = true, updated_at = ${at}, version = version + 1 where id = ${serviceId}`;
        return [{ model: 'services', kind: 'deleted', id: String(serviceId) }];
      }
      default:
        return assertNever(event);
    }
  },
};
