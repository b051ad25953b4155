import { Temporal } from 'temporal-polyfill';
import type { Sql } from '../platform/database.js';
import { countBookingsBetween, countFeedBookings, type FeedRecord, getLiveFeed } from './queries.js';

/** The live feed as GraphQL and REST show it: never the token. */
export interface FeedSummary {
  id: string;
  createdAt: string;
  includeStatuses: string[];
  includeContactDetails: boolean;
  lastSyncedAt: string | null;
  urlHint: string;
}

export const feedSummary = (feed: FeedRecord): FeedSummary => ({
  id: feed.feedKey,
  createdAt: feed.createdAt,
  includeStatuses: feed.includeStatuses,
  includeContactDetails: feed.includeContactDetails,
  lastSyncedAt: feed.syncedAt,
  urlHint: feed.urlHint,
});

/** This week, Sunday to Saturday, in `timeZone`, as ISO dates. */
export function weekOf(now: Temporal.Instant, timeZone: string): { from: string; to: string } {
  const today = now.toZonedDateTimeISO(timeZone).toPlainDate();
  const sunday = today.subtract({ days: today.dayOfWeek % 7 });
  return { from: sunday.toString(), to: sunday.add({ days: 6 }).toString() };
}

export async function calendarSync(sql: Sql, timeZone: string, now: Temporal.Instant) {
  const week = weekOf(now, timeZone);
  const [feed, total, thisWeek] = await Promise.all([getLiveFeed(sql), countFeedBookings(sql, null), countBookingsBetween(sql, week.from, week.to)]);
  // The manual download holds every live booking of any status: the same as the total.
  return { feed: feed && feedSummary(feed), totalBookings: total, bookingsThisWeek: thisWeek, exportBookingCount: total };
}
