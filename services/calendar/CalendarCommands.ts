import { createHash, randomBytes } from 'node:crypto';
import {
  CALENDAR_FEED_STREAM,
  calendarMessages as m,
  CreateCalendarFeedInput,
  DEFAULT_FEED_STATUSES,
  FEED_PATH,
  ForceCalendarSyncInput,
} from '@detailing/schema';
import type { CatalogLookup } from '../catalog/published.js';
import { type CommandOptions, CommandRunner, unversioned } from '../commands/runner.js';
import type { EventStore } from '../eventstore/EventStore.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/database.js';
import { DomainError, ValidationError } from '../platform/errors.js';
import type { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { parseInput } from '../platform/validation.js';
import { type CalendarFeedCommand, calendarFeedDecider } from './calendarFeedDecider.js';
import { countFeedBookings, type FeedRecord, getLiveFeed } from './queries.js';

/** The read model a command's caller reads next. */
const PROJECTION = 'calendar';

/** 32 random bytes (256 bits), base64url: the feed URL's credential. */
export const newFeedToken = (): string => randomBytes(32).toString('base64url');
/** Only this is kept of a token (events and read model): SHA-256, hex. */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
/** What a feed URL's token can look like; anything else is not looked up. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The site a feed URL points at: the app domain when one is set (as portal sign-in links do), else the request's origin. */
export function feedUrl(token: string, origin: string, appDomain = ''): string {
  const domain = appDomain.trim().replace(/\/+$/, '');
  const base = domain ? (/^https?:\/\//.test(domain) ? domain : `https://${domain}`) : origin.replace(/\/+$/, '');
  return `${base}${FEED_PATH}${token}`;
}

export interface CreatedFeed {
  /** The token: shown once, never stored. */
  feedId: string;
  feedUrl: string;
  feed: FeedRecord;
}

/** Create (and rotate), force sync and revoke the live calendar feed: shared by GraphQL and REST. */
export class CalendarCommands {
  private readonly runner: CommandRunner;

  constructor(
    private readonly deps: {
      db: Database;
      store: EventStore;
      waiter: ProjectionWaiter;
      clock: Clock;
      catalog: CatalogLookup;
      /** The app domain of Business Info ('' when unset). */
      appDomain(): Promise<string>;
    },
  ) {
    this.runner = new CommandRunner(deps);
  }

  /**
   * A new feed with a fresh token, replacing any live one (whose URL answers 404 at once). The
   * token is answered here and nowhere else, so a retry creates another feed rather than replay.
   */
  async create(raw: unknown, origin: string, options: CommandOptions): Promise<CreatedFeed> {
    const input = parseInput(CreateCalendarFeedInput, raw ?? {});
    const includeStatuses = [...new Set(input.includeStatuses ?? DEFAULT_FEED_STATUSES)];
    const known = new Set(await this.deps.catalog.statusIds());
    const unknown = includeStatuses.find((s) => !known.has(s));
    if (unknown !== undefined) {
      const message = m.statusUnknown(unknown);
      throw new ValidationError(message, [{ path: 'includeStatuses', message }]);
    }
    const token = newFeedToken();
    const hash = tokenHash(token);
    const command: CalendarFeedCommand = {
      type: 'CreateCalendarFeed',
      feedKey: this.runner.newId(),
      tokenHash: hash,
      urlHint: token.slice(-4),
      includeStatuses,
      includeContactDetails: input.includeContactDetails ?? false,
    };
    const result = await this.run(command, options);
    // A repeated command id answers the first feed, whose token this call never knew.
    if (result.state.feed?.tokenHash !== hash) throw new DomainError('CONFLICT', 'This calendar feed was already created; create a new one to see its URL');
    const live = await getLiveFeed(this.deps.db.sql);
    const { type: _type, tokenHash: _hash, ...settings } = command;
    // The read model may not hold it yet (a bounded wait ran out): the answer is what was recorded.
    const feed = live?.feedKey === command.feedKey ? live : { ...settings, includeStatuses, createdAt: this.deps.clock.now(), syncedAt: null, version: result.version };
    return { feedId: token, feedUrl: feedUrl(token, origin, await this.deps.appDomain()), feed };
  }

  /** Moves the live feed's version on (a new ETag for calendar apps), once the read model holds every booking before it. */
  async forceSync(raw: unknown, options: CommandOptions): Promise<{ syncedAt: string; bookingCount: number }> {
    const feedId = parseInput(ForceCalendarSyncInput, raw ?? {})?.feedId ?? undefined;
    if (feedId !== undefined && !FEED_TOKEN.test(feedId)) throw new DomainError('NOT_FOUND', m.noFeed);
    await this.run({ type: 'SyncCalendarFeed', ...(feedId === undefined ? {} : { tokenHash: tokenHash(feedId) }) }, options);
    const feed = await getLiveFeed(this.deps.db.sql);
    if (!feed) throw new DomainError('NOT_FOUND', m.noFeed);
    return { syncedAt: feed.syncedAt ?? feed.createdAt, bookingCount: await countFeedBookings(this.deps.db.sql, feed.includeStatuses) };
  }

  async revoke(options: CommandOptions): Promise<void> {
    await this.run({ type: 'RevokeCalendarFeed' }, options);
  }

  private run(command: CalendarFeedCommand, options: CommandOptions) {
    return this.runner.run({
      decider: calendarFeedDecider,
      streamId: CALENDAR_FEED_STREAM,
      commands: [command],
      options: unversioned(options),
      shared: true,
      projections: [PROJECTION],
    });
  }
}
