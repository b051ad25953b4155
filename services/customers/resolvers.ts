import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { CustomerListInput, customerMessages as m, DeleteCustomersInput, isUuid } from '@detailing/schema';
import { Access } from '../api/access.js';
import type { RequestContext } from '../api/context.js';
import type { ApiServices } from '../api/services.js';
import { graphqlCommandOptions as commandOptions } from '../api/versions.js';
import { parseId, parseInput } from '../platform/validation.js';
import { CustomerChangesType, CustomerChangeType, CustomerInputType, CustomerPageType, CustomerType } from './graphqlTypes.js';
import { findCustomer, searchCustomers } from './queries.js';

type Context = RequestContext & { services: ApiServices };
/** GraphQL inputs arrive as class instances; the rules in schema/ take plain objects. */
const plain = (input: object) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
/** Customer ids are UUIDs; anything else is a customer that does not exist. */
const customerId = (id: string) => parseId(id, isUuid, m.notFound);

@Resolver(() => CustomerType)
export class CustomerResolver {
  @Access('admin')
  @Query(() => CustomerPageType, { description: 'Customers by full name, searched by name, e-mail, mobile or rego (2+ characters); limit 1..200.' })
  async customers(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 50 }) limit: number | null,
    @Ctx() ctx: Context,
  ): Promise<CustomerPageType> {
    const input = parseInput(CustomerListInput, { search, offset: offset ?? undefined, limit: limit ?? undefined });
    return searchCustomers(ctx.services.db.sql, input);
  }

  @Access('admin')
  @Query(() => CustomerType, { nullable: true })
  async customer(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<CustomerType | null> {
    return isUuid(id) ? findCustomer(ctx.services.db.sql, id) : null;
  }

  @Access('admin')
  @Mutation(() => CustomerType, { description: "Refused (CONFLICT, 'A customer with this email already exists') when the e-mail is taken, in any case." })
  async registerCustomer(@Arg('input', () => CustomerInputType) input: CustomerInputType, @Ctx() ctx: Context): Promise<CustomerType> {
    return ctx.services.customers.register(plain(input), commandOptions(ctx));
  }

  @Access('admin')
  @Mutation(() => CustomerType, { description: 'Changes only the fields given; refused (CONFLICT, with the current customer) when expectedVersion is not its version.' })
  async updateCustomer(
    @Arg('id', () => ID) id: string,
    @Arg('changes', () => CustomerChangesType) changes: CustomerChangesType,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<CustomerType> {
    return ctx.services.customers.update(customerId(id), plain(changes), commandOptions(ctx, expectedVersion));
  }

  @Access('admin')
  @Mutation(() => ID, { description: 'Deletes the customer and all their bookings, and erases their personal data.' })
  async deleteCustomer(
    @Arg('id', () => ID) id: string,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<string> {
    await ctx.services.customers.delete(customerId(id), commandOptions(ctx, expectedVersion));
    return id;
  }

  @Access('admin')
  @Mutation(() => Int, { description: 'At most 500 ids per call; answers how many were deleted (unknown ids are skipped).' })
  async deleteCustomers(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: Context): Promise<number> {
    const { customerIds } = parseInput(DeleteCustomersInput, { customerIds: ids });
    return ctx.services.customers.deleteMany(customerIds.filter(isUuid), commandOptions(ctx));
  }

  @Access('admin')
  @Subscription(() => CustomerChangeType, {
    description: 'Every customer registered, changed or deleted, once the read model holds it, from any process. Admin only.',
    subscribe: ({ context }) => (context as Context).services.live.customerChanges(),
  })
  customerChanged(@Root() change: CustomerChangeType): CustomerChangeType {
    return change;
  }
}

export const customerResolvers = [CustomerResolver] as const;
