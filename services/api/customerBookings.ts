import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { sqlBookingLookup } from '../bookings/published.js';
import { BookingType } from '../bookings/graphqlTypes.js';
import { CustomerType } from '../customers/graphqlTypes.js';
import type { RequestContext } from './context.js';
import type { ApiServices } from './services.js';

/**
 * `Customer.bookings` joins two contexts' GraphQL types. It lives at the edge, which may see
 * every context: bookings already depend on customers (through the CustomerDirectory port), and
 * customers on bookings' published lookup, so neither context imports the other's types.
 */
@Resolver(() => CustomerType)
export class CustomerBookingsResolver {
  @FieldResolver(() => [BookingType], { description: "The customer's bookings, newest first; placeholders left out." })
  async bookings(@Root() customer: CustomerType, @Ctx() ctx: RequestContext & { services: ApiServices }): Promise<BookingType[]> {
    return sqlBookingLookup(ctx.services.db.sql).customerBookings(customer.id);
  }
}
