import { z } from 'zod';
import { defineEvent, type EventOf, type EventsOf } from '../eventDefinition.js';

/**
 * Facts about the live calendar feed: one stream, one live feed at a time. The feed's token (its
 * URL's credential) is never here: only its SHA-256 (hex) and its last four characters.
 */
export const CALENDAR_FEED_STREAM = 'calendar-feed';

export const calendarEventTypes = {
  /** A new live feed; it replaces the one before (whose URL stops working at once). */
  CalendarFeedCreated: defineEvent({
    schema: z.object({
      /** The feed's non-secret id. */
      feedKey: z.string(),
      /** SHA-256 of the token, hex. */
      tokenHash: z.string(),
      /** The token's last four characters, for the screen to tell feeds apart. */
      urlHint: z.string(),
      includeStatuses: z.array(z.string()),
      includeContactDetails: z.boolean(),
    }),
  }),
  CalendarFeedRevoked: defineEvent({ schema: z.object({ feedKey: z.string() }) }),
  /** An admin's force sync: the feed's version moves on, so calendar apps see a new ETag. The event's time is when. */
  CalendarFeedSynced: defineEvent({ schema: z.object({ feedKey: z.string() }) }),
} as const;

export type CalendarFeedCreated = EventOf<typeof calendarEventTypes, 'CalendarFeedCreated'>;
export type CalendarFeedRevoked = EventOf<typeof calendarEventTypes, 'CalendarFeedRevoked'>;
export type CalendarFeedSynced = EventOf<typeof calendarEventTypes, 'CalendarFeedSynced'>;
export type CalendarFeedEvent = EventsOf<typeof calendarEventTypes>;
