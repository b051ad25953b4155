import { graphql } from '@/gql';

export const SavePublicBookingSettingsMutation = graphql(`
  mutation SavePublicBookingSettings($input: PublicBookingSettingsInput!, $expectedVersion: Int) {
    savePublicBookingSettings(input: $input, expectedVersion: $expectedVersion) {
      version
      ...PublicBookingsForm_settings
    }
  }
`);
