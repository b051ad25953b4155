import {
  assertNever,
  concurrencyMessages,
  customerMessages as m,
  type CustomerProfile,
  type CustomerProfileChanges,
  type CustomerStreamEvent,
  emailKey,
} from '@detailing/schema';
import type { Decider } from '../commands/decider.js';
import { DomainError } from '../platform/errors.js';

export type CustomerCommand =
  | { type: 'RegisterCustomer'; customerId: string; profile: CustomerProfile }
  | { type: 'ChangeCustomerProfile'; changes: CustomerProfileChanges }
  /** The first step of an e-mail change, recorded before the new e-mail's claim is taken for them. */
  | { type: 'RequestEmailChange'; email: string; requestId: string }
  /**
   * The last step: the e-mail of the pending request `requestId` becomes theirs, once its claim was
   * taken after that request. The same e-mail in another case needs no request (`requestId` null).
   */
  | { type: 'ChangeEmail'; email: string; requestId: string | null }
  | { type: 'DeleteCustomer' };

export interface ActiveCustomer {
  customerId: string;
  profile: CustomerProfile;
  /** The e-mail change last asked for and not yet done (under way, or cut short by a crash). */
  pendingEmail: { email: string; requestId: string } | null;
  /** The e-mail they had before the last change: its claim is released after the change. */
  previousEmail: string | null;
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
        return { kind: 'active', customerId, profile, pendingEmail: null, previousEmail: null };
      }
      case 'CustomerProfileChanged':
        return state.kind === 'active' ? { ...state, profile: { ...state.profile, ...event.data.changes } } : state;
      case 'CustomerEmailChangeRequested':
        return state.kind === 'active' ? { ...state, pendingEmail: { email: event.data.email, requestId: event.data.requestId } } : state;
      case 'CustomerEmailChanged':
        return state.kind === 'active'
          ? { ...state, profile: { ...state.profile, email: event.data.email }, pendingEmail: null, previousEmail: state.profile.email }
          : state;
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
      case 'RequestEmailChange': {
        if (state.kind !== 'active') throw new DomainError('NOT_FOUND', m.notFound);
        // Theirs already in some case (no other claim to take), or asked for already (a retry, or
        // a second request for the same e-mail: it finishes the pending one).
        if (emailKey(command.email) === emailKey(state.profile.email) || command.email === state.pendingEmail?.email) return [];
        const data = { customerId: state.customerId, email: command.email, requestId: command.requestId };
        return [{ type: 'CustomerEmailChangeRequested', data }];
      }
      case 'ChangeEmail': {
        if (state.kind !== 'active') throw new DomainError('NOT_FOUND', m.notFound);
        // Changed already (a retry, or another process finished the change): nothing to do.
        if (command.email === state.profile.email) return [];
        const sameClaim = emailKey(command.email) === emailKey(state.profile.email);
        const pending = state.pendingEmail;
        // Another change was asked for since this one: this one no longer stands.
        if (!sameClaim && (pending?.requestId !== command.requestId || pending.email !== command.email)) {
          throw new DomainError('CONFLICT', concurrencyMessages.changedElsewhere);
        }
        return [{ type: 'CustomerEmailChanged', data: { customerId: state.customerId, email: command.email } }];
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
