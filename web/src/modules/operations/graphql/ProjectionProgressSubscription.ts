import { graphql } from '@/gql';

/** A read model's status each time it moves; the cache merges it into the row by name. */
export const ProjectionProgressSubscription = graphql(`
  subscription ProjectionProgress {
    projectionProgress {
      name
      ...ProjectionRow_projection
    }
  }
`);
