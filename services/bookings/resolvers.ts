import { Arg, Ctx, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { actorOf, type RequestContext, requireAdmin } from '../api/context.js';
import type { ApiServices } from '../api/services.js';
import { findBooking, listBookings } from './queries.js';
import { BookingChangeType, BookingType, CreateBookingInputType } from './graphqlTypes.js';

type Context = RequestContext & { services: ApiServices };

@Resolver()
export class BookingResolver {
  @Query(() => [BookingType], { description: 'Every booking, newest date first. Admin only.' })
  async bookings(@Ctx() ctx: Context): Promise<BookingType[]> {
    requireAdmin(ctx);
    return listBookings(ctx.services.db.sql);
  }

  @Query(() => BookingType, { nullable: true })
  async booking(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<BookingType | null> {
    requireAdmin(ctx);
    return findBooking(ctx.services.db.sql, id);
  }

  @Mutation(() => BookingType, {
    description: 'Admins create with any status; the public (booking wizard) always creates pending bookings.',
  })
  async createBooking(@Arg('input', () => CreateBookingInputType) input: CreateBookingInputType, @Ctx() ctx: Context): Promise<BookingType> {
    const isAdmin = ctx.user?.role === 'admin';
    if (!isAdmin) await ctx.services.publicBookingLimit(ctx.ip);
    return ctx.services.bookings.createBooking({ ...input }, isAdmin ? 'admin' : 'public', { actor: actorOf(ctx) });
  }

  @Subscription(() => BookingChangeType, {
    description: 'Every booking created, updated or deleted, once the read model holds it. Admin only.',
    subscribe: ({ context }) => {
      const ctx = context as Context;
      requireAdmin(ctx);
      return ctx.services.live.bookingChanges();
    },
  })
  bookingChanged(@Root() change: BookingChangeType): BookingChangeType {
    return change;
  }
}
