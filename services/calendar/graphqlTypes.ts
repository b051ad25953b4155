import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('CalendarFeed', { description: 'The live calendar feed, without its token (only a hash of it is kept).' })
export class CalendarFeedType {
  @Field(() => ID, { description: "The feed's non-secret id (not the token in its URL)." }) id!: string;
  @Field(() => String) createdAt!: string;
  @Field(() => [String], { description: 'The booking statuses the feed holds.' }) includeStatuses!: string[];
  @Field(() => Boolean, { description: 'Whether events carry the e-mail, mobile and address.' }) includeContactDetails!: boolean;
  @Field(() => String, { nullable: true, description: 'The last force sync, if any.' }) lastSyncedAt!: string | null;
  @Field(() => String, { description: "The token's last four characters, to tell feeds apart." }) urlHint!: string;
}

@ObjectType('CalendarSync', { description: 'The Calendar Sync screen: the live feed, if any, and the booking counts.' })
export class CalendarSyncType {
  @Field(() => CalendarFeedType, { nullable: true }) feed!: CalendarFeedType | null;
  @Field(() => Int, { description: 'Every live booking (placeholders apart), any status.' }) totalBookings!: number;
  @Field(() => Int, { description: 'Those dated this week, Sunday to Saturday, in the business time zone.' }) bookingsThisWeek!: number;
  @Field(() => Int, { description: 'How many events the manual ICS download holds.' }) exportBookingCount!: number;
}

@ObjectType('CreatedCalendarFeed', { description: 'A new feed: its token and URL are shown this once and never again.' })
export class CreatedCalendarFeedType {
  @Field(() => String, { description: 'The token (the feed URL\'s credential).' }) feedId!: string;
  @Field(() => String) feedUrl!: string;
  @Field(() => CalendarFeedType) feed!: CalendarFeedType;
}

@ObjectType('ForcedCalendarSync')
export class ForcedCalendarSyncType {
  @Field(() => String) syncedAt!: string;
  @Field(() => Int, { description: 'How many bookings the feed holds now.' }) bookingCount!: number;
}
