import { graphql } from '@/gql';

export const SaveSmsReminderSettingsMutation = graphql(`
  mutation SaveSmsReminderSettings($input: SmsReminderSettingsInput!, $expectedVersion: Int) {
    saveSmsReminderSettings(input: $input, expectedVersion: $expectedVersion) {
      version
      ...SmsReminderForm_settings
    }
  }
`);
