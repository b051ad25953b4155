import { graphql } from '@/gql';

/** The business time zone setting (public, like the rest of Business Info). */
export const BusinessTimeZoneQuery = graphql(`
  query BusinessTimeZone {
    businessInfo {
      timeZone
    }
  }
`);
