import { calendarMessages as m } from '@detailing/schema';
import { Temporal } from 'temporal-polyfill';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/database.js';
import { eventsFor, feedCalendar } from './feedContent.js';
import { type FeedEvent, renderCalendar } from '../platform/icalendar/index.js';
import { FEED_TOKEN, tokenHash } from './CalendarCommands.js';
import { type ContactDetails, contactDetailsOf, type FeedBooking, feedBookings, findFeedHead, getCalendarMeta, type FeedHead } from './queries.js';

/** What a feed request is answered with. */
export interface FeedAnswer {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  body: string;
}

/** How many rendered feeds stay in memory (one live feed; a few while an ETag moves on). */
const CACHE_ENTRIES = 4;
/** Matches calendar apps' refresh (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const CACHE_CONTROL = 'private, max-age=3600';

const notFound: FeedAnswer = { status: 404, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify({ message: m.feedNotFound }) };

/**
 * Serves `GET /api/calendar/feed/:token`. The token is hashed and looked up by its hash (unique
 * index) in one query that also gives the feed's version and the read model's revision: the ETag
 * and Last-Modified come from those, so a conditional request is answered 304 without rendering.
 * A full answer is rendered once per (feed, ETag) and kept in memory.
 */
export class CalendarFeeds {
  /** Rendered bodies by (feed, ETag); a render under way is shared by the requests that wait for it. */
  private readonly rendered = new Map<string, Promise<string>>();
  /**
   * The live feed's events as last built, by booking: a booking whose SEQUENCE and LAST-MODIFIED
   * are unchanged (and, with contact details, whose details are) keeps its event, so a render
   * after one booking changed builds one event, not all of them. Emptied when the settings change.
   */
  private events: { settings: string; byBooking: Map<string, { version: string; event: FeedEvent | null }> } = { settings: '', byBooking: new Map() };

  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  async answer(token: string, conditions: { ifNoneMatch?: string; ifModifiedSince?: string }): Promise<FeedAnswer> {
    // Hashed either way, so a malformed token costs what a well-formed unknown one does.
    const hash = tokenHash(token);
    const head = FEED_TOKEN.test(token) ? await findFeedHead(this.deps.db.sql, hash) : null;
    if (!head) return notFound;
    const etag = etagOf(head);
    const lastModified = lastModifiedOf(head);
    const headers = {
      ETag: etag,
      'Last-Modified': new Date(lastModified).toUTCString(),
      'Cache-Control': CACHE_CONTROL,
    };
    if (notModified(conditions, etag, lastModified)) return { status: 304, headers, body: '' };
    const key = `${head.feedKey}|${etag}`;
    let rendering = this.rendered.get(key);
    if (rendering === undefined) {
      for (const k of this.rendered.keys()) if (k.startsWith(`${head.feedKey}|`) || this.rendered.size >= CACHE_ENTRIES) this.rendered.delete(k);
      rendering = this.render(head);
      this.rendered.set(key, rendering);
      rendering.catch(() => this.rendered.get(key) === rendering && this.rendered.delete(key));
    }
    const body = await rendering;
    return { status: 200, headers: { ...headers, 'Content-Type': 'text/calendar; charset=utf-8' }, body };
  }

  /** The manual download: every live booking, every status, no contact details. */
  async exportAll(): Promise<string> {
    const sql = this.deps.db.sql;
    const [settings, bookings] = await Promise.all([getCalendarMeta(sql), feedBookings(sql, null)]);
    return renderCalendar(feedCalendar(settings, bookings, Temporal.Instant.from(this.deps.clock.now())));
  }

  private async render(head: FeedHead): Promise<string> {
    const sql = this.deps.db.sql;
    const bookings = await feedBookings(sql, head.includeStatuses);
    const contacts = head.includeContactDetails ? await contactDetailsOf(sql, bookings.map((b) => b.bookingId)) : undefined;
    const now = Temporal.Instant.from(this.deps.clock.now());
    return renderCalendar(feedCalendar(head, bookings, now, contacts, this.cachedEvents(head)));
  }

  private cachedEvents(head: FeedHead): (booking: FeedBooking, contact?: ContactDetails) => FeedEvent | null {
    const settings = JSON.stringify([head.feedKey, head.timeZone, head.statusLabels, head.includeContactDetails]);
    const previous = this.events.settings === settings ? this.events.byBooking : new Map();
    const byBooking = new Map<string, { version: string; event: FeedEvent | null }>();
    // Only the bookings of this render stay: a deleted booking's event goes with it.
    this.events = { settings, byBooking };
    const build = eventsFor(head);
    return (booking, contact) => {
      const version = `${booking.sequence}|${booking.lastModified}${contact ? `|${JSON.stringify(contact)}` : ''}`;
      const kept = previous.get(booking.bookingId);
      const entry = kept?.version === version ? kept : { version, event: build(booking, contact) };
      byBooking.set(booking.bookingId, entry);
      return entry.event;
    };
  }
}

/** Changes whenever the feed (created, force-synced) or anything it shows changes. */
const etagOf = (head: FeedHead) => `"${head.feedKey.slice(0, 12)}-${head.version}-${head.revision}"`;

/** The later of the feed's own last change and the read model's, to the whole second (HTTP dates have no finer). */
function lastModifiedOf(head: FeedHead): number {
  const times = [head.createdAt, head.syncedAt, head.changedAt].filter((t): t is string => t !== null).map((t) => Date.parse(t));
  return Math.floor(Math.max(...times) / 1000) * 1000;
}

/** RFC 9110 §13.1: If-None-Match decides when sent; If-Modified-Since only without it. */
function notModified(conditions: { ifNoneMatch?: string; ifModifiedSince?: string }, etag: string, lastModified: number): boolean {
  if (conditions.ifNoneMatch !== undefined) {
    const tags = conditions.ifNoneMatch.split(',').map((t) => t.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(etag);
  }
  if (conditions.ifModifiedSince !== undefined) {
    const since = Date.parse(conditions.ifModifiedSince);
    return Number.isFinite(since) && lastModified <= since;
  }
  return false;
}
