/** The calendar feed's texts and constants (001 §8, §9; calendar contract); zod-free so the browser can use them. */

export const calendarMessages = {
  /** 001 §8 'No Feed Available': force sync or revoke with no live feed. */
  noFeed: 'Please create a calendar subscription first',
  /** The feed URL of a token that is unknown, revoked or replaced: the same body in every case. */
  feedNotFound: 'Calendar feed not found',
  tooManyRequests: 'Too many calendar requests. Please try again later.',
  typeInvalid: "Type must be 'live_sync'",
  statusesInvalid: 'Include statuses must be a list of booking status ids',
  statusesEmpty: 'Choose at least one booking status',
  statusUnknown: (status: string) => `Unknown booking status: ${status}`,
  contactDetailsInvalid: 'Include contact details must be true or false',
  feedIdInvalid: 'Feed id must be text',
} as const;

/** The statuses a new feed holds unless others are chosen (001 §7). */
export const DEFAULT_FEED_STATUSES: readonly string[] = ['pending', 'approved', 'ready_for_pickup'];

/** 001 §9: calendar apps refresh the feed every hour. */
export const FEED_REFRESH_HOURS = 1;

/** The path a feed is served at, before its token. */
export const FEED_PATH = '/api/calendar/feed/';

/** Event length rules (001 §9): each matching service's durationHours (1 when it has none), 2 hours when none match. */
export const DEFAULT_SERVICE_HOURS = 1;
export const NO_SERVICE_HOURS = 2;
