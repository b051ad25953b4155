import { graphql } from '@/gql';

/** Active services in the server's order, read when the test booking is made: it takes the first. */
export const TestBookingServiceQuery = graphql(`
  query TestBookingService {
    services {
      id
      active
    }
  }
`);
