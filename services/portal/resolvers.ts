import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Access } from '../api/access.js';
import { actorOf, type RequestContext } from '../api/context.js';
import type { PortalChange } from '../api/liveChanges.js';
import type { ApiServices } from '../api/services.js';
import { graphqlCommandOptions, idempotentGraphqlCommandOptions } from '../api/versions.js';
import {
  ConfirmContactChangeInputType,
  ContactFieldKind,
  MyProfileInputType,
  PendingContactChangeType,
  PortalBookingType,
  PortalChangeKind,
  PortalChangeType,
  PortalCustomerType,
  PortalInvoiceType,
  RescheduleMyBookingInputType,
} from '../api/portalGraphqlTypes.js';
import { VersionConflict } from '../platform/errors.js';
import { checkOwnVehicle, customerIdOf } from './ownVehicle.js';
import { changedBooking, confirmKeepingSession, portalReads } from './rest.js';
import { portalCustomer } from './views.js';

type Context = RequestContext & { services: ApiServices };

/** A customer's own change is theirs, even from a browser that also holds an admin session (as the portal's REST routes act). */
const asCustomer = (ctx: Context) => idempotentGraphqlCommandOptions({ ...ctx, user: null, sessionId: null });

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
    description:
      'Name and address change at once; a new e-mail or mobile changes only once confirmed (confirmMyContactChange) with the code this sends to it: ' +
      'pendingContactChanges lists them. Only the fields given. CONFLICT: a stale expectedVersion (with current).',
  })
  async updateMyProfile(@Arg('input', () => MyProfileInputType) input: MyProfileInputType, @Ctx() ctx: Context): Promise<PortalCustomerType> {
    const { expectedVersion, ...fields } = input;
    const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const options = graphqlCommandOptions(ctx, expectedVersion);
    const { customer } = await ctx.services.ownProfile.update(customerIdOf(ctx.customer), changes, options).catch(VersionConflict.as(portalCustomer));
    return portalCustomer(customer);
  }

  @Access('customer')
  @Mutation(() => PortalCustomerType, {
    description: "Makes the pending e-mail or mobile change with the code sent to it, and tells the old one. Any refusal: BAD_USER_INPUT 'That code is not valid. Check it, or ask for a new one.'",
  })
  async confirmMyContactChange(@Arg('input', () => ConfirmContactChangeInputType) input: ConfirmContactChangeInputType, @Ctx() ctx: Context): Promise<PortalCustomerType> {
    const principal = ctx.customer!;
    const field = input.field === ContactFieldKind.EMAIL ? 'email' : 'mobile';
    const confirm = () => ctx.services.ownProfile.confirm(customerIdOf(principal), { field, code: input.code }, { actor: actorOf(ctx) });
    return portalCustomer(await confirmKeepingSession(ctx.services, principal, confirm));
  }

  @Access('customer')
  @Mutation(() => PortalBookingType, {
    description:
      "Moves one of their own pending or approved bookings to another of the wizard's days and slots, until its changeableUntil. " +
      'NOT_FOUND for another customer\'s booking or an unknown id alike; DAY_TAKEN when another booking took the day first; ' +
      'CONFLICT past the cutoff (the message gives the business phone) or in another status; BAD_USER_INPUT for a day or time the wizard does not offer.',
  })
  async rescheduleMyBooking(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => RescheduleMyBookingInputType) input: RescheduleMyBookingInputType,
    @Ctx() ctx: Context,
  ): Promise<PortalBookingType> {
    const customerId = customerIdOf(ctx.customer);
    await ctx.services.bookings.rescheduleByCustomer(id, customerId, { date: input.date, time: input.time }, asCustomer(ctx));
    return changedBooking(ctx.services, customerId, id);
  }

  @Access('customer')
  @Mutation(() => PortalBookingType, {
    description: "Cancels one of their own pending or approved bookings, until its changeableUntil. Refusals as for rescheduleMyBooking.",
  })
  async cancelMyBooking(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<PortalBookingType> {
    const customerId = customerIdOf(ctx.customer);
    await ctx.services.bookings.cancelByCustomer(id, customerId, asCustomer(ctx));
    return changedBooking(ctx.services, customerId, id);
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

/** What the signed-in customer is waiting to confirm: on their own PortalCustomer only. */
@Resolver(() => PortalCustomerType)
export class PortalCustomerResolver {
  @FieldResolver(() => [PendingContactChangeType], { description: 'A new e-mail or mobile waiting for the code sent to it; empty for anyone but the customer themselves.' })
  async pendingContactChanges(@Root() customer: PortalCustomerType, @Ctx() ctx: Context): Promise<PendingContactChangeType[]> {
    if (!ctx.customer?.customerId || ctx.customer.customerId !== customer.id) return [];
    const pending = await ctx.services.ownProfile.pending(customer.id);
    return pending.map((p) => ({ ...p, field: p.field === 'email' ? ContactFieldKind.EMAIL : ContactFieldKind.MOBILE }));
  }
}

export const portalResolvers = [PortalResolver, PortalCustomerResolver] as const;
