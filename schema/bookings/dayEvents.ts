import { z } from 'zod';
import { defineEvent, type EventOf, type EventsOf } from '../eventDefinition.js';
import { isPlaceholderBooking } from './statuses.js';

const dayHolder = z.object({ date: z.string(), bookingId: z.string() });

/**
 * Which bookings hold a day, kept in one stream per day so a public booking can claim a free day
 * with an expected version: two visitors racing for one day cannot both win it.
 */
export const bookingDayEventTypes = {
  /** The booking now holds the day (created on it, moved to it, or no longer cancelled). */
  BookingDayClaimed: defineEvent({ schema: dayHolder }),
  /** The booking no longer holds the day (moved away, cancelled or deleted). */
  BookingDayReleased: defineEvent({ schema: dayHolder }),
} as const;

export type BookingDayClaimed = EventOf<typeof bookingDayEventTypes, 'BookingDayClaimed'>;
export type BookingDayReleased = EventOf<typeof bookingDayEventTypes, 'BookingDayReleased'>;
export type BookingDayEvent = EventsOf<typeof bookingDayEventTypes>;

export const bookingDayStreamId = (date: string) => `booking-day-${date}`;

/** A booking holds its day unless it is cancelled (or an old system's customer-profile placeholder). */
export const holdsDay = (b: { status: string; vehicleType: string; date: string }): boolean => b.status !== 'cancelled' && !isPlaceholderBooking(b);
