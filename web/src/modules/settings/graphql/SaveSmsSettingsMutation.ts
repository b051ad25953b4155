import { graphql } from '@/gql';

export const SaveSmsSettingsMutation = graphql(`
  mutation SaveSmsSettings($input: SmsSettingsInput!, $expectedVersion: Int) {
    saveSmsSettings(input: $input, expectedVersion: $expectedVersion) {
      version
      ...SmsAccountForm_settings
    }
  }
`);
