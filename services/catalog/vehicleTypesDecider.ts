import { catalogMessages, KNOWN_VEHICLE_TYPES, type VehicleTypeEvent, type VehicleTypeFields } from '@detailing/schema';
import { assertNever, type Decider } from '../commands/decider.js';
import { DomainError } from '../platform/errors.js';

export type VehicleTypeCommand =
  | { type: 'CreateVehicleType'; vehicleTypeId: string; name: string; description: string | null }
  | { type: 'UpdateVehicleType'; vehicleTypeId: string; changes: Partial<VehicleTypeFields> }
  | { type: 'DeleteVehicleType'; vehicleTypeId: string };

/** A vehicle type with its own version: how many events of the shared stream were about it. */
export type VehicleTypeState = VehicleTypeFields & { version: number };

/** The live (not deleted) vehicle types by id; the four of the spec arrive with the starter catalog. */
export interface VehicleTypesState {
  types: ReadonlyMap<string, VehicleTypeState>;
}

/** The version editors of one vehicle type see; 0 for one that does not exist. */
export const vehicleTypeVersion = (state: VehicleTypesState, vehicleTypeId: string): number => state.types.get(vehicleTypeId)?.version ?? 0;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

// Two devices adding "Van" at once must not give two Vans: the list is shared now.
function ensureNameFree(state: VehicleTypesState, name: string, except?: string) {
  for (const [id, type] of state.types) {
    if (id !== except && sameName(type.name, name)) {
      throw new DomainError('CONFLICT', catalogMessages.vehicleTypeNameTaken, [{ path: 'name', message: catalogMessages.vehicleTypeNameTaken }]);
    }
  }
}

/** The pricing rule prices a type by its name (pricing.ts): one of those four keeps its name and stays. Deactivating it is allowed. */
const pricedByTheRule = (type: VehicleTypeState) => (KNOWN_VEHICLE_TYPES as readonly string[]).includes(type.name);

function existing(state: VehicleTypesState, id: string): VehicleTypeState {
  const type = state.types.get(id);
  if (!type) throw new DomainError('NOT_FOUND', catalogMessages.vehicleTypeNotFound);
  return type;
}

export const vehicleTypesDecider: Decider<VehicleTypeCommand, VehicleTypeEvent, VehicleTypesState> = {
  initialState: { types: new Map() },

  evolve(state, event) {
    const types = new Map(state.types);
    switch (event.type) {
      case 'VehicleTypeCreated': {
        const { vehicleTypeId, ...fields } = event.data;
        types.set(vehicleTypeId, { ...fields, version: 1 });
        return { types };
      }
      case 'VehicleTypeUpdated': {
        const current = types.get(event.data.vehicleTypeId);
        if (current) types.set(event.data.vehicleTypeId, { ...current, ...event.data.changes, version: current.version + 1 });
        return { types };
      }
      case 'VehicleTypeDeleted':
        types.delete(event.data.vehicleTypeId);
        return { types };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateVehicleType': {
        if (state.types.has(command.vehicleTypeId)) throw new Error(`Vehicle type id ${command.vehicleTypeId} is taken`);
        ensureNameFree(state, command.name);
        const { vehicleTypeId, name, description } = command;
        return [{ type: 'VehicleTypeCreated', data: { vehicleTypeId, name, description, isActive: true } }];
      }
      case 'UpdateVehicleType': {
        const current = existing(state, command.vehicleTypeId);
        const changes = Object.fromEntries(
          Object.entries(command.changes).filter(([key, value]) => value !== undefined && current[key as keyof VehicleTypeFields] !== value),
        ) as Partial<VehicleTypeFields>;
        if (changes.name !== undefined && pricedByTheRule(current)) {
          const message = catalogMessages.defaultVehicleTypeNamed(current.name);
          throw new DomainError('BAD_USER_INPUT', message, [{ path: 'name', message }]);
        }
        if (changes.name !== undefined) ensureNameFree(state, changes.name, command.vehicleTypeId);
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'VehicleTypeUpdated', data: { vehicleTypeId: command.vehicleTypeId, changes } }];
      }
      case 'DeleteVehicleType': {
        const current = existing(state, command.vehicleTypeId);
        if (pricedByTheRule(current)) throw new DomainError('BAD_USER_INPUT', catalogMessages.defaultVehicleTypeKept(current.name));
        return [{ type: 'VehicleTypeDeleted', data: { vehicleTypeId: command.vehicleTypeId } }];
      }
      default:
        return assertNever(command);
    }
  },
};
