import { describe, expect, it } from 'vitest';
import type { VehicleTypeEvent } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { vehicleTypesDecider, vehicleTypeVersion } from './vehicleTypesDecider.js';

const created = (vehicleTypeId: string, name: string): VehicleTypeEvent => ({
  type: 'VehicleTypeCreated',
  data: { vehicleTypeId, name, description: null, isActive: true },
});
const ute = created('ute', 'UTE');
const suv7 = created('suv-7-seater', 'SUV 7 Seater');

const vanCreated: VehicleTypeEvent = {
  type: 'VehicleTypeCreated',
  data: { vehicleTypeId: 'v1', name: 'Van', description: 'Commercial vans', isActive: true },
};

describe('CreateVehicleType', () => {
  it('records the new type as active', () => {
    given(vehicleTypesDecider, [])
      .when({ type: 'CreateVehicleType', vehicleTypeId: 'v1', name: 'Van', description: 'Commercial vans' })
      .then([vanCreated]);
  });

  it('starts from no types at all: the four of the spec are created like any other', () => {
    given(vehicleTypesDecider, []).when({ type: 'CreateVehicleType', vehicleTypeId: 'ute', name: 'UTE', description: null }).then([ute]);
  });

  it('refuses a name already in the list, whatever its case', () => {
    given(vehicleTypesDecider, [vanCreated])
      .when({ type: 'CreateVehicleType', vehicleTypeId: 'v2', name: 'VAN', description: null })
      .thenThrows('A vehicle type with this name already exists');
    given(vehicleTypesDecider, [ute])
      .when({ type: 'CreateVehicleType', vehicleTypeId: 'v2', name: 'ute', description: null })
      .thenThrows('A vehicle type with this name already exists');
  });

  it('allows the name of a deleted type again', () => {
    given(vehicleTypesDecider, [vanCreated, { type: 'VehicleTypeDeleted', data: { vehicleTypeId: 'v1' } }])
      .when({ type: 'CreateVehicleType', vehicleTypeId: 'v2', name: 'Van', description: null })
      .then([{ type: 'VehicleTypeCreated', data: { vehicleTypeId: 'v2', name: 'Van', description: null, isActive: true } }]);
  });
});

describe('UpdateVehicleType', () => {
  it('deactivates a type of the starter catalog', () => {
    given(vehicleTypesDecider, [suv7])
      .when({ type: 'UpdateVehicleType', vehicleTypeId: 'suv-7-seater', changes: { isActive: false } })
      .then([{ type: 'VehicleTypeUpdated', data: { vehicleTypeId: 'suv-7-seater', changes: { isActive: false } } }]);
  });

  it('records only what changed, and nothing when nothing did', () => {
    given(vehicleTypesDecider, [vanCreated])
      .when({ type: 'UpdateVehicleType', vehicleTypeId: 'v1', changes: { name: 'Van', description: 'Vans and buses' } })
      .then([{ type: 'VehicleTypeUpdated', data: { vehicleTypeId: 'v1', changes: { description: 'Vans and buses' } } }]);
    given(vehicleTypesDecider, [vanCreated]).when({ type: 'UpdateVehicleType', vehicleTypeId: 'v1', changes: { name: 'Van' } }).then([]);
  });

  it('refuses to rename a type the pricing rule prices, even by case, as its prices are keyed on the name', () => {
    for (const name of ['Ute', 'Utility', 'Van']) {
      given(vehicleTypesDecider, [ute])
        .when({ type: 'UpdateVehicleType', vehicleTypeId: 'ute', changes: { name } })
        .thenThrows('UTE is one of the four vehicle types the pricing rule prices; it cannot be renamed');
    }
  });

  it('lets a type the pricing rule prices be described or deactivated under the name it has', () => {
    given(vehicleTypesDecider, [ute])
      .when({ type: 'UpdateVehicleType', vehicleTypeId: 'ute', changes: { name: 'UTE', description: 'Utility vehicles', isActive: false } })
      .then([{ type: 'VehicleTypeUpdated', data: { vehicleTypeId: 'ute', changes: { description: 'Utility vehicles', isActive: false } } }]);
  });

  it('renames a type of its own', () => {
    given(vehicleTypesDecider, [ute, vanCreated])
      .when({ type: 'UpdateVehicleType', vehicleTypeId: 'v1', changes: { name: 'Minibus' } })
      .then([{ type: 'VehicleTypeUpdated', data: { vehicleTypeId: 'v1', changes: { name: 'Minibus' } } }]);
  });

  it('refuses a rename onto another type', () => {
    given(vehicleTypesDecider, [ute, vanCreated])
      .when({ type: 'UpdateVehicleType', vehicleTypeId: 'v1', changes: { name: 'UTE' } })
      .thenThrows('A vehicle type with this name already exists');
  });

  it("refuses an unknown or deleted type with 'Vehicle type not found'", () => {
    given(vehicleTypesDecider, []).when({ type: 'UpdateVehicleType', vehicleTypeId: 'ute', changes: { isActive: false } }).thenThrows('Vehicle type not found');
    given(vehicleTypesDecider, [ute, { type: 'VehicleTypeDeleted', data: { vehicleTypeId: 'ute' } }])
      .when({ type: 'UpdateVehicleType', vehicleTypeId: 'ute', changes: { isActive: true } })
      .thenThrows('Vehicle type not found');
  });
});

describe('DeleteVehicleType', () => {
  it('deletes a type of its own', () => {
    given(vehicleTypesDecider, [ute, vanCreated]).when({ type: 'DeleteVehicleType', vehicleTypeId: 'v1' }).then([{ type: 'VehicleTypeDeleted', data: { vehicleTypeId: 'v1' } }]);
  });

  it.each([
    ['sedan-hatch', 'Sedan/Hatch'],
    ['suv-5-seater', 'SUV 5 Seater'],
    ['suv-7-seater', 'SUV 7 Seater'],
    ['ute', 'UTE'],
  ])('refuses to delete %s, which the pricing rule prices, even when inactive', (id, name) => {
    const deactivated: VehicleTypeEvent = { type: 'VehicleTypeUpdated', data: { vehicleTypeId: id, changes: { isActive: false } } };
    given(vehicleTypesDecider, [created(id, name), deactivated])
      .when({ type: 'DeleteVehicleType', vehicleTypeId: id })
      .thenThrows(`${name} is one of the four vehicle types the pricing rule prices; it cannot be deleted`);
  });

  it("refuses to delete a type twice with 'Vehicle type not found'", () => {
    given(vehicleTypesDecider, [vanCreated, { type: 'VehicleTypeDeleted', data: { vehicleTypeId: 'v1' } }])
      .when({ type: 'DeleteVehicleType', vehicleTypeId: 'v1' })
      .thenThrows('Vehicle type not found');
  });

  it('forgets a type of the starter catalog deleted before the rule existed', () => {
    given(vehicleTypesDecider, [ute, { type: 'VehicleTypeDeleted', data: { vehicleTypeId: 'ute' } }])
      .when({ type: 'DeleteVehicleType', vehicleTypeId: 'ute' })
      .thenThrows('Vehicle type not found');
  });
});

describe('versions', () => {
  it("counts each type's own events, not the shared stream's", () => {
    const deactivated: VehicleTypeEvent = { type: 'VehicleTypeUpdated', data: { vehicleTypeId: 'v1', changes: { isActive: false } } };
    const state = [ute, vanCreated, deactivated].reduce(vehicleTypesDecider.evolve, vehicleTypesDecider.initialState);
    expect([vehicleTypeVersion(state, 'ute'), vehicleTypeVersion(state, 'v1'), vehicleTypeVersion(state, 'gone')]).toEqual([1, 2, 0]);
  });
});
