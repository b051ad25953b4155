import { graphql } from '../../../gql';

/** Active services, in the server's order: names for the list, the first one for the test booking. */
export const DashboardServicesQuery = graphql(`
  query DashboardServices {
    services {
      id
      name
      active
    }
  }
`);
