import { assertNever, type CustomerEmailEvent, emailKey } from '@detailing/schema';
import type { Decider } from '../commands/decider.js';
import type { CustomerState } from './customerDecider.js';

export type EmailClaimCommand =
  /** Held by another customer: no events; the caller reads the holder from the state and decides. */
  | { type: 'ClaimEmail'; customerId: string }
  /**
   * An e-mail change's claim: records the claim even when this customer holds it already (from
   * before), so the stream moves on and a release of a left-behind claim decided on the version
   * before is refused. Held by another customer: no events.
   */
  | { type: 'HoldEmail'; customerId: string }
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
      case 'HoldEmail':
        if (state.holder !== null && state.holder !== command.customerId) return [];
        return [{ type: 'CustomerEmailClaimed', data: { customerId: command.customerId } }];
      case 'ReleaseEmail':
        return state.holder === command.customerId ? [{ type: 'CustomerEmailReleased', data: { customerId: command.customerId } }] : [];
      default:
        return assertNever(command);
    }
  },
};

/**
 * What a claim on `email` is worth, given its holder's state:
 * - `holds`: the holder's e-mail is this one (in any case);
 * - `registering`: the holder is not registered yet (a registration under way, or cut short:
 *   the next claimer registers them);
 * - `changing`: the holder asked for this e-mail and has not got it yet (a change under way, or
 *   cut short: it was accepted once the claim was theirs, so the next claimer finishes it);
 * - `leftBehind`: the holder is deleted, or neither has this e-mail nor asked for it (a crash
 *   between the steps of a delete or a change): the claim may be released.
 */
export type ClaimVerdict = 'holds' | 'registering' | 'changing' | 'leftBehind';

export function claimVerdict(holder: CustomerState, email: string): ClaimVerdict {
  switch (holder.kind) {
    case 'none':
      return 'registering';
    case 'deleted':
      return 'leftBehind';
    case 'active':
      if (emailKey(holder.profile.email) === emailKey(email)) return 'holds';
      if (holder.pendingEmail !== null && emailKey(holder.pendingEmail.email) === emailKey(email)) return 'changing';
      return 'leftBehind';
    default:
      return assertNever(holder);
  }
}
