import { assertNever, type VehicleTypeEvent } from '@detailing/schema';
import type { Projector } from '../runner/Projector.js';

/**
 * The vehicle types every device shares, in creation order; deleted ones stay as flagged rows.
 * Version 2: the four defaults are events of the starter catalog, no longer rows put in here.
 * Version 3: each type's own version (its events in the shared stream), for editors.
 */
export const vehicleTypesProjector: Projector = {
  name: 'vehicleTypes',
  version: 3,
  handles: ['VehicleTypeCreated', 'VehicleTypeUpdated', 'VehicleTypeDeleted'] satisfies VehicleTypeEvent['type'][],

  migrations: [
    {
      id: 1,
      name: 'create vehicle_types',
      up: (tx) => tx`
        create table vehicle_types (
          id text primary key,
          name text not null,
          description text,
          is_active boolean not null,
          created_at timestamptz,
          sort_order integer not null,
          deleted boolean not null default false
        )`,
    },
    {
      // Each type's own version, filled by projector version 3 (a rebuild) from its events.
      id: 2,
      name: 'add version column',
      up: (tx) => tx`alter table vehicle_types add column version integer not null default 0`,
    },
  ],

  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as VehicleTypeEvent;
    switch (event.type) {
      case 'VehicleTypeCreated': {
        const d = event.data;
        await tx`
          insert into vehicle_types (id, name, description, is_active, created_at, sort_order, version)
          select ${d.vehicleTypeId}, ${d.name}, ${d.description}, ${d.isActive}, ${recorded.metadata.occurredAt},
            coalesce(max(sort_order), 0) + 1, 1
          from vehicle_types
          on conflict (id) do nothing`;
        return [{ model: 'vehicleTypes', kind: 'created', id: d.vehicleTypeId }];
      }
      case 'VehicleTypeUpdated': {
        const { vehicleTypeId, changes } = event.data;
        const row = {
          ...(changes.name !== undefined && { name: changes.name }),
          ...(changes.description !== undefined && { description: changes.description }),
          ...(changes.isActive !== undefined && { is_active: changes.isActive }),
        };
        if (Object.keys(row).length > 0) await tx`update vehicle_types set ${tx(row)} where id = ${vehicleTypeId}`;
        await tx`update vehicle_types set version = version + 1 where id = ${vehicleTypeId}`;
        return [{ model: 'vehicleTypes', kind: 'updated', id: vehicleTypeId }];
      }
      case 'VehicleTypeDeleted': {
        await tx`update vehicle_types set deleted = true, version = version + 1 where id = ${event.data.vehicleTypeId}`;
        return [{ model: 'vehicleTypes', kind: 'deleted', id: event.data.vehicleTypeId }];
      }
      default:
        return assertNever(event);
    }
  },
};
