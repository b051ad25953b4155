import { graphql } from '@/gql';

/** The booking wizard's bound as stored now, for its card on the Business Info tab. */
export const PublicBookingSettingsQuery = graphql(`
  query PublicBookingSettings {
    publicBookingSettings {
      ...PublicBookingsForm_settings
    }
  }
`);
