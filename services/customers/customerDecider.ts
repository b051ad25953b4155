import {
  assertNever,
  customerMessages as m,
  type CustomerProfile,
  type CustomerProfileChanges,
  type CustomerStreamEvent,
} from '@detailing/schema';
import type { Decider } from '../commands/decider.js';
import { DomainError } from '../platform/errors.js';

export type CustomerCommand =
  | { type: 'RegisterCustomer'; customerId: string; profile: CustomerProfile }
  | { type: 'ChangeCustomerProfile'; changes: CustomerProfileChanges }
  | { type: 'DeleteCustomer' };

export interface ActiveCustomer {
  customerId: string;
  profile: CustomerProfile;
}

export type CustomerState = { kind: 'none' } | { kind: 'deleted'; customerId: string; email: string } | ({ kind: 'active' } & ActiveCustomer);

const CHANGEABLE = ['fullName', 'mobile', 'mobileE164', 'address', 'companyName', 'vehicleRego', 'notes'] as const;

/** One customer (`customer-<id>`): registered once, its profile changed field by field, deleted once. */
export const customerDecider: Decider<CustomerCommand, CustomerStreamEvent, CustomerState> = {
  initialState: { kind: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'CustomerRegistered': {
        const { customerId, ...profile } = event.data;
        return { kind: 'active', customerId, profile };
      }
      case 'CustomerProfileChanged':
        return state.kind === 'active' ? { ...state, profile: { ...state.profile, ...event.data.changes } } : state;
      case 'CustomerDeleted':
        return state.kind === 'active' ? { kind: 'deleted', customerId: state.customerId, email: state.profile.email } : state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterCustomer':
        // Registered already (a concurrent booking with the same e-mail won the race): nothing to do.
        if (state.kind === 'active') return [];
        if (state.kind === 'deleted') throw new DomainError('NOT_FOUND', m.notFound);
        return [{ type: 'CustomerRegistered', data: { customerId: command.customerId, ...command.profile } }];
      case 'ChangeCustomerProfile': {
        if (state.kind !== 'active') throw new DomainError('NOT_FOUND', m.notFound);
        const changes: CustomerProfileChanges = {};
        for (const field of CHANGEABLE) {
          const value = command.changes[field];
          if (value !== undefined && value !== state.profile[field]) Object.assign(changes, { [field]: value });
        }
        return Object.keys(changes).length ? [{ type: 'CustomerProfileChanged', data: { customerId: state.customerId, changes } }] : [];
      }
      case 'DeleteCustomer':
        // Deleted already: a retry of an interrupted delete goes on with the steps after this one.
        if (state.kind === 'deleted') return [];
        if (state.kind === 'none') throw new DomainError('NOT_FOUND', m.notFound);
        return [{ type: 'CustomerDeleted', data: { customerId: state.customerId } }];
      default:
        return assertNever(command);
    }
  },
};
