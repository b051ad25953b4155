import { graphql } from '@/gql';

export const CustomerChangedSubscription = graphql(`
  subscription CustomerChanged {
    customerChanged {
      id
      customer {
        id
        ...CustomerCard_customer
      }
    }
  }
`);
