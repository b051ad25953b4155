import { Arg, Ctx, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Access } from '../api/access.js';
import type { RequestContext } from '../api/context.js';
import type { PortalChange } from '../api/liveChanges.js';
import type { ApiServices } from '../api/services.js';
import { graphqlCommandOptions, viewed } from '../api/versions.js';
import { MyProfileInputType, PortalBookingType, PortalChangeKind, PortalChangeType, PortalCustomerType, PortalInvoiceType } from '../api/portalGraphqlTypes.js';
import { checkOwnVehicle, customerIdOf } from './ownVehicle.js';
import { portalReads } from './rest.js';
import { portalCustomer } from './views.js';

type Context = RequestContext & { services: ApiServices };

/**
 * The signed-in customer's own records (issue 12's contract): the same reads and edit as
 * `/api/customer/*`, for the customer of the session only. No operation takes another customer's id.
 */
@Resolver()
export class PortalResolver {
  @Access('customer')
  @Query(() => [PortalBookingType], { description: "Newest date first. vehicleRego: absent or the session's (upper case, no spaces compared), else FORBIDDEN." })
  async myBookings(@Arg('vehicleRego', () => String, { nullable: true }) vehicleRego: string | null, @Ctx() ctx: Context): Promise<PortalBookingType[]> {
    const customerId = customerIdOf(ctx.customer);
    checkOwnVehicle(ctx.customer!, vehicleRego);
    return portalReads(ctx.services).bookings(customerId);
  }

  @Access('customer')
  @Query(() => [PortalInvoiceType], { description: "Invoices and quotes billed to them or of their bookings. vehicleRego as for myBookings." })
  async myInvoices(@Arg('vehicleRego', () => String, { nullable: true }) vehicleRego: string | null, @Ctx() ctx: Context): Promise<PortalInvoiceType[]> {
    const customerId = customerIdOf(ctx.customer);
    checkOwnVehicle(ctx.customer!, vehicleRego);
    return portalReads(ctx.services).invoices(customerId);
  }

  @Access('customer')
  @Mutation(() => PortalCustomerType, {
    description: "Name, e-mail, mobile and address; only the fields given. CONFLICT: 'That email is already used by another customer', or a stale expectedVersion (with current).",
  })
  async updateMyProfile(@Arg('input', () => MyProfileInputType) input: MyProfileInputType, @Ctx() ctx: Context): Promise<PortalCustomerType> {
    const { expectedVersion, ...fields } = input;
    const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    return viewed(portalCustomer, ctx.services.customers.updateOwnProfile(customerIdOf(ctx.customer), changes, graphqlCommandOptions(ctx, expectedVersion)));
  }

  @Access('customer')
  @Subscription(() => PortalChangeType, {
    description: 'Their profile, bookings (one assigned to or taken from them too) and invoices, once the read models hold the change: read them again.',
    subscribe: ({ context }) => {
      const ctx = context as Context;
      return ctx.services.live.portalChanges(customerIdOf(ctx.customer));
    },
  })
  myPortalChanged(@Root() change: PortalChange): PortalChangeType {
    return { kind: PortalChangeKind[change.kind], id: change.id };
  }
}

export const portalResolvers = [PortalResolver] as const;
