import { graphql } from '@/gql';

export const BrandingQuery = graphql(`
  query Branding {
    branding {
      companyName
      loginIcon
      loginIconName
      version
    }
  }
`);
