import { graphql } from '@/gql';

/** A read model as the table and the cards show it; projectionProgress sends the same fields. */
export const ProjectionRow_projection = graphql(`
  fragment ProjectionRow_projection on Projection {
    name
    version
    rowsVersion
    position
    updatedAt
    eventsBehind
    eventsBehindCapped
    secondsBehind
    state
    rebuild {
      startedAt
      done
      total
      percent
    }
    lease {
      holder
      since
    }
  }
`);
