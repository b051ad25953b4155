import { assertNever, type CustomerEmailEvent } from '@detailing/schema';
import type { Decider } from '../commands/decider.js';

export type EmailClaimCommand =
  /** Held by another customer: no events; the caller reads the holder from the state and decides. */
  | { type: 'ClaimEmail'; customerId: string }
  | { type: 'ReleaseEmail'; customerId: string };

export interface EmailClaimState {
  /** The customer holding the e-mail, or null. */
  holder: string | null;
}

/**
 * One e-mail's claim stream: at most one customer holds an e-mail at a time. Claims append at
 * the version read, so of two concurrent claims one wins and the other reads the winner.
 */
export const emailClaimDecider: Decider<EmailClaimCommand, CustomerEmailEvent, EmailClaimState> = {
  initialState: { holder: null },

  evolve(state, event) {
    switch (event.type) {
      case 'CustomerEmailClaimed':
        return { holder: event.data.customerId };
      case 'CustomerEmailReleased':
        return state.holder === event.data.customerId ? { holder: null } : state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ClaimEmail':
        if (state.holder !== null) return [];
        return [{ type: 'CustomerEmailClaimed', data: { customerId: command.customerId } }];
      case 'ReleaseEmail':
        return state.holder === command.customerId ? [{ type: 'CustomerEmailReleased', data: { customerId: command.customerId } }] : [];
      default:
        return assertNever(command);
    }
  },
};
