import { defaultSmsReminderSettings, type SmsReminderSettings, type SmsReminderSettingsEvent } from '@detailing/schema';
import { assertNever, type Decider } from '../commands/decider.js';

/** Only the fields sent change; the input's rules (schema/settings/smsRemindersInput.ts) have already passed. */
export type SmsReminderSettingsCommand = { type: 'SaveSmsReminderSettings'; changes: Partial<SmsReminderSettings> };

export type SmsReminderSettingsState = SmsReminderSettings;

export const smsReminderSettingsDecider: Decider<SmsReminderSettingsCommand, SmsReminderSettingsEvent, SmsReminderSettingsState> = {
  initialState: defaultSmsReminderSettings,

  evolve(_state, event) {
    switch (event.type) {
      case 'SmsReminderSettingsSaved':
        return { ...defaultSmsReminderSettings, ...event.data };
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SaveSmsReminderSettings': {
        const reminderLeadHours = command.changes.reminderLeadHours ?? state.reminderLeadHours;
        if (reminderLeadHours === state.reminderLeadHours) return [];
        return [{ type: 'SmsReminderSettingsSaved', data: { reminderLeadHours } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
