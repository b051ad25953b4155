import { graphql } from '@/gql';

export const LogoQuery = graphql(`
  query Logo {
    logo {
      logoUrl
      logoName
      version
    }
  }
`);
