import { graphql } from '@/gql';

/** Every registered read model, in registration order. */
export const ProjectionsQuery = graphql(`
  query Projections {
    projections {
      name
      ...ProjectionRow_projection
    }
  }
`);
