import { graphql } from '@/gql';

export const LogoSaveMutation = graphql(`
  mutation SaveLogo($input: LogoInput!, $expectedVersion: Int) {
    saveLogo(input: $input, expectedVersion: $expectedVersion) {
      logoUrl
      logoName
      version
    }
  }
`);
