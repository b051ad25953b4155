import type { GraphQLSchema } from 'graphql';
import { buildGraphQLSchema } from '@detailing/services/api/graphqlSchema';

let schema: Promise<GraphQLSchema> | undefined;

/** type-graphql keeps global metadata: build the schema once per process and share it. */
export function graphqlSchemaOnce(): Promise<GraphQLSchema> {
  schema ??= buildGraphQLSchema();
  return schema;
}
