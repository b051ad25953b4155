import type { SmsSettingsEvent } from '@detailing/schema';
import { assertNever, type Decider } from '../commands/decider.js';

/**
 * The token arrives already sealed (sealing draws a random nonce, which a decider may not):
 * `keep` leaves the stored one, `clear` removes it, `replace` stores the new ciphertext.
 */
export type AuthTokenChange = { kind: 'keep' } | { kind: 'clear' } | { kind: 'replace'; ciphertext: string };

export type SmsSettingsCommand = {
  type: 'SaveSmsSettings';
  accountSid?: string;
  fromNumber?: string;
  authToken: AuthTokenChange;
};

export interface SmsSettingsState {
  accountSid: string;
  fromNumber: string;
  authTokenCiphertext: string | null;
}

export const smsSettingsDecider: Decider<SmsSettingsCommand, SmsSettingsEvent, SmsSettingsState> = {
  initialState: { accountSid: '', fromNumber: '', authTokenCiphertext: null },

  evolve(_state, event) {
    switch (event.type) {
      case 'SmsSettingsSaved':
        return event.data;
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SaveSmsSettings': {
        const token = command.authToken;
        const next: SmsSettingsState = {
          accountSid: command.accountSid ?? state.accountSid,
          fromNumber: command.fromNumber ?? state.fromNumber,
          authTokenCiphertext:
            token.kind === 'keep' ? state.authTokenCiphertext : token.kind === 'clear' ? null : token.ciphertext,
        };
        const unchanged =
          next.accountSid === state.accountSid &&
          next.fromNumber === state.fromNumber &&
          next.authTokenCiphertext === state.authTokenCiphertext;
        return unchanged ? [] : [{ type: 'SmsSettingsSaved', data: next }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
