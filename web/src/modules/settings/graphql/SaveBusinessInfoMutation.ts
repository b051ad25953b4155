import { graphql } from '@/gql';

export const SaveBusinessInfoMutation = graphql(`
  mutation SaveBusinessInfo($input: BusinessInfoInput!, $expectedVersion: Int) {
    saveBusinessInfo(input: $input, expectedVersion: $expectedVersion) {
      version
      timeZone
      ...BusinessInfoForm_info
    }
  }
`);
