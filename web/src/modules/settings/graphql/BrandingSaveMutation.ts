import { graphql } from '@/gql';

export const BrandingSaveMutation = graphql(`
  mutation SaveBranding($input: BrandingInput!, $expectedVersion: Int) {
    saveBranding(input: $input, expectedVersion: $expectedVersion) {
      companyName
      loginIcon
      loginIconName
      version
    }
  }
`);
