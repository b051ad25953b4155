import { catalogMessages, type ServiceEvent, type ServiceFields } from '@detailing/schema';
import { assertNever, type Decider } from '../commands/decider.js';
import { DomainError } from '../platform/errors.js';

export type ServiceCommand =
  | { type: 'CreateService'; fields: ServiceFields }
  | { type: 'UpdateService'; serviceId: number; changes: Partial<ServiceFields> }
  | { type: 'DeleteService'; serviceId: number };

export interface ServiceState extends ServiceFields {
  deleted: boolean;
  /** This service's own version: how many events of the shared stream were about it. */
  version: number;
}

/** Every service ever created; `lastId` never goes down, so a deleted service's id is never reused. */
export interface ServicesState {
  lastId: number;
  services: ReadonlyMap<number, ServiceState>;
}

const changedFields = (current: ServiceFields, changes: Partial<ServiceFields>): Partial<ServiceFields> =>
  Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => value !== undefined && current[key as keyof ServiceFields] !== value),
  ) as Partial<ServiceFields>;

function existing(state: ServicesState, serviceId: number): ServiceState {
  const service = state.services.get(serviceId);
  if (!service || service.deleted) throw new DomainError('NOT_FOUND', catalogMessages.serviceNotFound);
  return service;
}

/** The version editors of one service see; 0 for one never created. */
export const serviceVersion = (state: ServicesState, serviceId: number): number => state.services.get(serviceId)?.version ?? 0;

export const servicesDecider: Decider<ServiceCommand, ServiceEvent, ServicesState> = {
  initialState: { lastId: 0, services: new Map() },

  evolve(state, event) {
    const services = new Map(state.services);
    switch (event.type) {
      case 'ServiceCreated': {
        const { serviceId, ...fields } = event.data;
        services.set(serviceId, { ...fields, deleted: false, version: 1 });
        return { lastId: Math.max(state.lastId, serviceId), services };
      }
      case 'ServiceUpdated': {
        const current = services.get(event.data.serviceId);
        if (current) services.set(event.data.serviceId, { ...current, ...event.data.changes, version: current.version + 1 });
        return { ...state, services };
      }
      case 'ServiceDeleted': {
        const current = services.get(event.data.serviceId);
        if (current) services.set(event.data.serviceId, { ...current, deleted: true, version: current.version + 1 });
        return { ...state, services };
      }
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateService':
        return [{ type: 'ServiceCreated', data: { serviceId: state.lastId + 1, ...command.fields } }];
      case 'UpdateService': {
        const changes = changedFields(existing(state, command.serviceId), command.changes);
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'ServiceUpdated', data: { serviceId: command.serviceId, changes } }];
      }
      case 'DeleteService':
        existing(state, command.serviceId);
        return [{ type: 'ServiceDeleted', data: { serviceId: command.serviceId } }];
      default:
        return assertNever(command);
    }
  },
};
