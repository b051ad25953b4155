import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Temporal } from 'temporal-polyfill';
import { Access } from '../api/access.js';
import type { RequestContext } from '../api/context.js';
import type { ApiServices } from '../api/services.js';
import { graphqlCommandOptions } from '../api/versions.js';
import { calendarSync, feedSummary } from './calendarSync.js';
import { CalendarSyncType, CreatedCalendarFeedType, ForcedCalendarSyncType } from './graphqlTypes.js';

type Context = RequestContext & { services: ApiServices };

@Resolver()
export class CalendarResolver {
  @Access('admin')
  @Query(() => CalendarSyncType, { description: 'The Calendar Sync screen: the live feed (never its token) and the booking counts.' })
  async calendarSync(@Ctx() ctx: Context): Promise<CalendarSyncType> {
    const now = Temporal.Instant.from(ctx.services.clock.now());
    return calendarSync(ctx.services.db.sql, await ctx.services.timeZone(), now);
  }

  @Access('admin')
  @Mutation(() => CreatedCalendarFeedType, {
    description:
      'A new live feed, replacing any live one (its URL answers 404 at once). The token and URL are answered only here. ' +
      'Not replayed by Idempotency-Key: a retry makes another feed, whose URL is the one that works.',
  })
  async createCalendarFeed(
    @Arg('includeStatuses', () => [String], { nullable: true }) includeStatuses: string[] | null,
    @Arg('includeContactDetails', () => Boolean, { nullable: true }) includeContactDetails: boolean | null,
    @Ctx() ctx: Context,
  ): Promise<CreatedCalendarFeedType> {
    const created = await ctx.services.calendar.create({ includeStatuses, includeContactDetails }, ctx.origin ?? '', graphqlCommandOptions(ctx));
    return { ...created, feed: feedSummary(created.feed) };
  }

  @Access('admin')
  @Mutation(() => ForcedCalendarSyncType, { description: "Moves the feed's version on (calendar apps see a new ETag). NOT_FOUND 'Please create a calendar subscription first' when there is no feed." })
  async forceCalendarSync(@Ctx() ctx: Context): Promise<ForcedCalendarSyncType> {
    return ctx.services.calendar.forceSync({}, graphqlCommandOptions(ctx));
  }

  @Access('admin')
  @Mutation(() => Boolean, { description: "Revokes the live feed: its URL answers 404 at once. NOT_FOUND 'Please create a calendar subscription first' when there is none." })
  async revokeCalendarFeed(@Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.calendar.revoke(graphqlCommandOptions(ctx));
    return true;
  }
}

export const calendarResolvers = [CalendarResolver] as const;
