import { calendarMessages as m } from '@detailing/schema';
import { Temporal } from 'temporal-polyfill';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/database.js';
import { eventsFor, feedCalendar } from './feedContent.js';
import { type EventBlock, renderCalendar, renderCalendarBlocks, renderEvent, zoneName } from '../platform/icalendar/index.js';
import { FEED_TOKEN, tokenHash } from './CalendarCommands.js';
import { contactDetailsOf, feedBookings, feedBookingsByIds, feedBookingVersions, findFeedHead, getCalendarMeta, type FeedHead } from './queries.js';

/** What a feed request is answered with. */
export interface FeedAnswer {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  body: string | Buffer;
}

/** How many rendered feeds stay in memory (one live feed; a few while an ETag moves on). */
const CACHE_ENTRIES = 4;
/**
 * The feed holds customers' details: no cache, shared or private, keeps a copy. A calendar client
 * keeps its own and asks again with If-None-Match, answered 304 when nothing changed.
 */
const CACHE_CONTROL = 'no-store';
/**
 * How feeds are written, part of every ETag: raise it whenever what a feed shows changes without
 * anything it shows from changing (a new line, a line left out), so no client keeps the old text
 * behind a 304. 2: feeds without contact details no longer hold the registration (issue 28).
 */
export const FEED_FORMAT = 2;

const notFound: FeedAnswer = { status: 404, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify({ message: m.feedNotFound }) };

/**
 * Serves `GET /api/calendar/feed/:token`. The token is hashed and looked up by its hash (unique
 * index) in one query that also gives the feed's version and the read model's revision: the ETag
 * and Last-Modified come from those, so a conditional request (If-None-Match) is answered 304
 * without rendering. A full answer is rendered once per (feed, ETag) and kept in memory.
 */
export class CalendarFeeds {
  /** Rendered bodies by (feed, ETag); a render under way is shared by the requests that wait for it. */
  private readonly rendered = new Map<string, Promise<Buffer>>();
  /**
   * The live feed's events as last rendered (iCalendar text), by booking: a booking whose SEQUENCE
   * and LAST-MODIFIED are unchanged (and, with contact details, whose details are) keeps its text,
   * so a render after one booking changed builds and writes one event, not all of them. Emptied
   * when the time zone, the status labels or the choice of contact details change.
   */
  private events: { settings: string; byBooking: Map<string, CachedEvent> } = { settings: '', byBooking: new Map() };

  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  async answer(token: string, conditions: { ifNoneMatch?: string }): Promise<FeedAnswer> {
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
    if (notModified(conditions, etag)) return { status: 304, headers, body: '' };
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

  /**
   * The body as bytes, encoded once: repeated answers send the same Buffer. Only the bookings whose
   * version changed since the last render (or that are new to it) are read in full and built.
   */
  private async render(head: FeedHead): Promise<Buffer> {
    const sql = this.deps.db.sql;
    const settings = JSON.stringify([head.timeZone, head.statusLabels, head.includeContactDetails]);
    const previous = this.events.settings === settings ? this.events.byBooking : new Map<string, CachedEvent>();
    // With nothing to keep (first render, or new labels, zone or contact choice), every row is read in full, once.
    const everything = previous.size === 0 ? await feedBookings(sql, head.includeStatuses) : null;
    const versions = everything ?? (await feedBookingVersions(sql, head.includeStatuses));
    const contacts = head.includeContactDetails ? await contactDetailsOf(sql, versions.map((b) => b.bookingId)) : undefined;
    const versionOf = (b: { bookingId: string; version: string }) => {
      const contact = contacts?.get(b.bookingId);
      return contact ? `${b.version}|${JSON.stringify(contact)}` : b.version;
    };
    const stale = versions.filter((b) => previous.get(b.bookingId)?.version !== versionOf(b)).map((b) => b.bookingId);
    const fresh = everything ? new Map(everything.map((b) => [b.bookingId, b])) : await feedBookingsByIds(sql, stale);
    const build = eventsFor(head);
    const zone = zoneName(head.timeZone);
    // Only the bookings of this render stay: a deleted booking's event goes with it.
    const byBooking = new Map<string, CachedEvent>();
    const blocks: EventBlock[] = [];
    for (const b of versions) {
      let entry = previous.get(b.bookingId);
      if (entry?.version !== versionOf(b)) {
        const booking = fresh.get(b.bookingId);
        // Changed between the two reads: built from the newer row, kept under its own version.
        if (!booking) continue;
        const contact = contacts?.get(b.bookingId);
        const event = build(booking, contact);
        entry = { version: versionOf(booking), block: event && renderEvent(event, zone) };
      }
      byBooking.set(b.bookingId, entry);
      if (entry.block) blocks.push(entry.block);
    }
    this.events = { settings, byBooking };
    const now = Temporal.Instant.from(this.deps.clock.now());
    return Buffer.from(renderCalendarBlocks({ ...feedCalendar(head, [], now), blocks }), 'utf8');
  }
}

interface CachedEvent {
  version: string;
  /** Null for a booking no calendar can place (no valid date or time). */
  block: EventBlock | null;
}

/** Changes whenever the feed (created, force-synced), anything it shows, or how it is written (FEED_FORMAT) changes. */
const etagOf = (head: FeedHead) =>
  `"f${FEED_FORMAT}.${head.feedKey.slice(0, 12)}-${head.version}-${head.revision}${head.includeContactDetails ? `-${head.contactsPosition}` : ''}"`;

/** The later of the feed's own last change and the read model's, to the whole second (HTTP dates have no finer). */
function lastModifiedOf(head: FeedHead): number {
  const times = [head.createdAt, head.syncedAt, head.changedAt].filter((t): t is string => t !== null).map((t) => Date.parse(t));
  return Math.floor(Math.max(...times) / 1000) * 1000;
}

/**
 * RFC 9110 §13.1.2: If-None-Match. If-Modified-Since alone is answered in full (as §13.1.3 lets a
 * server): a date cannot tell a copy in an older FEED_FORMAT from a current one, and at a second's
 * resolution it misses a change made in the second the copy was sent.
 */
function notModified(conditions: { ifNoneMatch?: string }, etag: string): boolean {
  if (conditions.ifNoneMatch === undefined) return false;
  const tags = conditions.ifNoneMatch.split(',').map((t) => t.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag);
}
