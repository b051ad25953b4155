import { describe, expect, it } from 'vitest';
import type { ServiceEvent } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { serviceVersion, servicesDecider } from './servicesDecider.js';
import { serviceFields } from '../../infra/testing/fixtures/records.js';

const fields = (name: string) => serviceFields(name);
const created = (serviceId: number, name = `Service ${serviceId}`): ServiceEvent => ({
  type: 'ServiceCreated',
  data: { serviceId, ...fields(name) },
});
const deleted = (serviceId: number): ServiceEvent => ({ type: 'ServiceDeleted', data: { serviceId } });

describe('CreateService', () => {
  it('gives the first service id 1', () => {
    given(servicesDecider, []).when({ type: 'CreateService', fields: fields('Wash') }).then([created(1, 'Wash')]);
  });

  it('gives the next service the highest id so far plus one', () => {
    given(servicesDecider, [created(1), created(2)]).when({ type: 'CreateService', fields: fields('Wax') }).then([created(3, 'Wax')]);
  });

  it('never reuses the id of a deleted service, which bookings may still name', () => {
    given(servicesDecider, [created(1), created(2), deleted(2)])
      .when({ type: 'CreateService', fields: fields('Wax') })
      .then([created(3, 'Wax')]);
  });
});

describe('UpdateService', () => {
  it('records only the fields that changed', () => {
    given(servicesDecider, [created(1)])
      .when({ type: 'UpdateService', serviceId: 1, changes: { name: 'Service 1', priceUte: 12500, active: false } })
      .then([{ type: 'ServiceUpdated', data: { serviceId: 1, changes: { priceUte: 12500, active: false } } }]);
  });

  it('records nothing when nothing changed', () => {
    given(servicesDecider, [created(1)]).when({ type: 'UpdateService', serviceId: 1, changes: { priceSuv5: 9900 } }).then([]);
  });

  it('compares against the service as earlier updates left it', () => {
    given(servicesDecider, [created(1), { type: 'ServiceUpdated', data: { serviceId: 1, changes: { priceUte: 100 } } }])
      .when({ type: 'UpdateService', serviceId: 1, changes: { priceUte: 100 } })
      .then([]);
  });

  it("refuses an unknown service with 'Service not found'", () => {
    given(servicesDecider, [created(1)]).when({ type: 'UpdateService', serviceId: 2, changes: { name: 'X' } }).thenThrows('Service not found');
  });

  it("refuses a deleted service with 'Service not found'", () => {
    given(servicesDecider, [created(1), deleted(1)])
      .when({ type: 'UpdateService', serviceId: 1, changes: { name: 'Back' } })
      .thenThrows('Service not found');
  });
});

describe('DeleteService', () => {
  it('records ServiceDeleted', () => {
    given(servicesDecider, [created(1)]).when({ type: 'DeleteService', serviceId: 1 }).then([deleted(1)]);
  });

  it("refuses to delete a service twice with 'Service not found'", () => {
    given(servicesDecider, [created(1), deleted(1)]).when({ type: 'DeleteService', serviceId: 1 }).thenThrows('Service not found');
  });

  it("refuses an unknown service with 'Service not found'", () => {
    given(servicesDecider, []).when({ type: 'DeleteService', serviceId: 7 }).thenThrows('Service not found');
  });
});

describe('versions', () => {
  it("counts each service's own events, not the shared stream's", () => {
    const renamed: ServiceEvent = { type: 'ServiceUpdated', data: { serviceId: 2, changes: { name: 'Wax' } } };
    const state = [created(1), created(2), renamed, deleted(2)].reduce(servicesDecider.evolve, servicesDecider.initialState);
    expect([serviceVersion(state, 1), serviceVersion(state, 2), serviceVersion(state, 3)]).toEqual([1, 3, 0]);
  });
});
