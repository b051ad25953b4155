import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { BookingAvailabilityResolver } from '../bookings/availabilityResolver.js';
import { BookingResolver } from '../bookings/resolvers.js';
import { calendarResolvers } from '../calendar/resolvers.js';
import { catalogResolvers } from '../catalog/resolvers.js';
import { CustomerImportResolver } from '../customers/importResolvers.js';
import { customerResolvers } from '../customers/resolvers.js';
import { IdentityResolver } from '../identity/resolvers.js';
import { invoicingResolvers } from '../invoicing/resolvers.js';
import { OperationsResolver } from '../operations/resolvers.js';
import { portalResolvers } from '../portal/resolvers.js';
import { reportResolvers } from '../reports/resolvers.js';
import { settingsResolvers } from '../settings/resolvers.js';
import { ACCESS_EXTENSION, authChecker } from './access.js';
import { CustomerBookingsResolver } from './customerBookings.js';

export const resolvers = [
  BookingResolver,
  BookingAvailabilityResolver,
  ...calendarResolvers,
  ...catalogResolvers,
  ...customerResolvers,
  CustomerBookingsResolver,
  CustomerImportResolver,
  IdentityResolver, ...invoicingResolvers, OperationsResolver, ...portalResolvers, ...reportResolvers, ...settingsResolvers] as const;

/** The code-first schema; `schema/schema.graphql` is printed from it and committed. */
export async function buildGraphQLSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({ resolvers, validate: false, emitSchemaFile: false, pubSub: unusedPubSub, authChecker });
  const undeclared = undeclaredOperations(schema);
  // An operation without `@Access` would be open to everyone: refuse to start instead.
  if (undeclared.length > 0) throw new Error(`GraphQL operations without an @Access declaration: ${undeclared.join(', ')}`);
  return schema;
}

/** Queries, mutations and subscriptions that declare no role. */
export function undeclaredOperations(schema: GraphQLSchema): string[] {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
    Object.values(type?.getFields() ?? {})
      .filter((field) => !field.extensions?.[ACCESS_EXTENSION])
      .map((field) => `${type!.name}.${field.name}`),
  );
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
