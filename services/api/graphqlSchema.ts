import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { BookingResolver } from '../bookings/resolvers.js';
import { catalogResolvers } from '../catalog/resolvers.js';
import { IdentityResolver } from '../identity/resolvers.js';
import { invoicingResolvers } from '../invoicing/resolvers.js';
import { OperationsResolver } from '../operations/resolvers.js';
import { settingsResolvers } from '../settings/resolvers.js';

export const resolvers = [BookingResolver, ...catalogResolvers, IdentityResolver, ...invoicingResolvers, OperationsResolver, ...settingsResolvers] as const;

/** The code-first schema; `schema/schema.graphql` is printed from it and committed. */
export function buildGraphQLSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, validate: false, emitSchemaFile: false, pubSub: unusedPubSub });
}

// Every subscription here supplies its own `subscribe` (fed by LiveChanges, after the read
// model commits); type-graphql still demands a pubSub at build time.
const unusedPubSub = {
  publish(): never {
    throw new Error('Publish through LiveChanges, not the type-graphql pubSub');
  },
  subscribe(): never {
    throw new Error('Subscriptions must declare their own subscribe function');
  },
};
