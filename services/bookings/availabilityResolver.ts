import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { Access } from '../api/access.js';
import type { RequestContext } from '../api/context.js';
import type { ApiServices } from '../api/services.js';
import { type BookingAvailability, bookingAvailability } from './availability.js';

@ObjectType('BookingAvailability', { description: 'What the public booking wizard may offer (001 §5, §9).' })
export class BookingAvailabilityType implements BookingAvailability {
  @Field(() => String, { description: "The business's date now (yyyy-MM-dd, business time zone)." })
  today!: string;

  @Field(() => String, { description: 'The business time zone (IANA name).' })
  timeZone!: string;

  @Field(() => [String], { description: 'Free days (yyyy-MM-dd), ascending: weekdays from tomorrow through today + 30 holding no non-cancelled booking.' })
  dates!: string[];

  @Field(() => [String], { description: "The 18 time slots, '8:00 AM' to '4:30 PM'." })
  times!: string[];
}

type Context = RequestContext & { services: ApiServices };

@Resolver()
export class BookingAvailabilityResolver {
  @Access('public')
  @Query(() => BookingAvailabilityType, { description: 'Public: the booking wizard\'s free days and time slots, from a read model.' })
  async bookingAvailability(@Ctx() ctx: Context): Promise<BookingAvailabilityType> {
    const { db, clock, timeZone } = ctx.services;
    return bookingAvailability(db.sql, clock.now(), await timeZone());
  }
}
