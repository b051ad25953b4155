import { graphql } from '@/gql';

export const CustomerChangedSubscription = graphql(`
  subscription CustomerChanged {
    customerChanged {
      id
      customer {
        id
        ...CustomerCache_customer
      }
    }
  }
`);
