import { graphql } from '@/gql';

/** Business Info as stored now, for its settings tab. */
export const BusinessInfoSettingsQuery = graphql(`
  query BusinessInfoSettings {
    businessInfo {
      ...BusinessInfoForm_info
    }
  }
`);
