import { defaultPublicBookingSettings, type PublicBookingSettings, type PublicBookingSettingsEvent } from '@detailing/schema';
import { assertNever, type Decider } from '../commands/decider.js';

/** Only the fields sent change; the input's rules (schema/settings/publicBookingsInput.ts) have already passed. */
export type PublicBookingSettingsCommand = { type: 'SavePublicBookingSettings'; changes: Partial<PublicBookingSettings> };

export type PublicBookingSettingsState = PublicBookingSettings;

export const publicBookingSettingsDecider: Decider<PublicBookingSettingsCommand, PublicBookingSettingsEvent, PublicBookingSettingsState> = {
  initialState: defaultPublicBookingSettings,

  evolve(_state, event) {
    switch (event.type) {
      case 'PublicBookingSettingsSaved':
        return { ...defaultPublicBookingSettings, ...event.data };
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SavePublicBookingSettings': {
        const saved: PublicBookingSettings = {
          publicBookingsPerPerson: command.changes.publicBookingsPerPerson ?? state.publicBookingsPerPerson,
          selfServiceCutoffHours: command.changes.selfServiceCutoffHours ?? state.selfServiceCutoffHours,
        };
        if (saved.publicBookingsPerPerson === state.publicBookingsPerPerson && saved.selfServiceCutoffHours === state.selfServiceCutoffHours) return [];
        return [{ type: 'PublicBookingSettingsSaved', data: saved }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
