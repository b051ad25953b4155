import { z } from 'zod';
import { text } from '../fields.js';
import { MAX_ENTRIES, MAX_LENGTH } from '../limits.js';
import { calendarMessages as m } from './messages.js';

const statusId = text({ label: 'Status', max: MAX_LENGTH.CODE }, { notText: m.statusesInvalid });

/** `POST /api/calendar/subscription` and `createCalendarFeed`: which statuses, and whether contact details go in. */
export const CreateCalendarFeedInput = z.object({
  type: z.literal('live_sync', { error: m.typeInvalid }).optional(),
  includeStatuses: z
    .array(statusId, { error: m.statusesInvalid })
    .max(MAX_ENTRIES.BOOKING_STATUSES, { error: m.statusesInvalid })
    .min(1, { error: m.statusesEmpty })
    .nullish(),
  includeContactDetails: z.boolean({ error: m.contactDetailsInvalid }).nullish(),
});
export type CreateCalendarFeedInput = z.output<typeof CreateCalendarFeedInput>;

/** `POST /api/calendar/force-sync`: the feed's id (its token) may be named; another one than the live feed is refused. */
export const ForceCalendarSyncInput = z
  .object({ feedId: text({ label: 'Feed id', max: MAX_LENGTH.AUTH_TOKEN }, { notText: m.feedIdInvalid }).nullish() })
  .nullish();
