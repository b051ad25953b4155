import { FEED_REFRESH_HOURS } from '@detailing/schema';
import { ERASED } from '@detailing/schema/eventDefinition';
import { Temporal } from 'temporal-polyfill';
import { type FeedCalendar, type FeedEvent, PRODUCT_ID } from '../platform/icalendar/index.js';
import type { ContactDetails, FeedBooking } from './queries.js';

/** The part of every UID after the booking id: stable for the life of the product. */
export const UID_DOMAIN = 'bookings.detailing';

export interface CalendarSettings {
  businessName: string;
  timeZone: string;
  statusLabels: Record<string, string>;
}

/**
 * One booking as a calendar event (001 §4, §9): its services and the customer's first name as the
 * title; vehicle and status as the description, and the contact details only when given (a feed
 * made with them): the registration (a portal login factor), e-mail, mobile and address; as long
 * as its services take; CANCELLED for cancelled, PRIORITY 1 for approved.
 */
export function feedEvent(booking: FeedBooking, settings: CalendarSettings, contact?: ContactDetails, zone = zoneClock(settings.timeZone)): FeedEvent | null {
  const start = plainDateTime(booking.date, booking.time);
  if (!start) return null; // a date or time no calendar can place
  const what = booking.servicesText || 'Booking';
  const vehicle = [booking.vehicleType, booking.modelYear].filter((v) => v !== null && v !== '').join(' ');
  const lines = [`Vehicle: ${vehicle}`];
  if (contact && present(booking.rego)) lines.push(`Rego: ${booking.rego}`);
  lines.push(`Status: ${settings.statusLabels[booking.status] ?? booking.status}`);
  if (contact) {
    if (present(contact.email)) lines.push(`Email: ${contact.email}`);
    if (present(contact.mobile)) lines.push(`Mobile: ${contact.mobile}`);
    if (present(contact.address)) lines.push(`Address: ${contact.address}`);
  }
  const lastModified = Temporal.Instant.fromEpochMilliseconds(Date.parse(booking.lastModified));
  return {
    uid: `${booking.bookingId}@${UID_DOMAIN}`,
    sequence: booking.sequence,
    // When this event's content was last revised: the same booking always gives the same bytes.
    stamp: lastModified,
    lastModified,
    start,
    end: zone.after(start, booking.durationMinutes),
    summary: booking.firstName ? `${what} - ${booking.firstName}` : what,
    description: lines.join('\n'),
    status: booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    priority: booking.status === 'approved' ? 1 : 5,
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** `yyyy-MM-dd` and `HH:mm` as a wall time, or null when they name none. */
function plainDateTime(date: string, time: string): Temporal.PlainDateTime | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  try {
    return new Temporal.PlainDateTime(+d[1]!, +d[2]!, +d[3]!, +t[1]!, +t[2]!, t[3] ? +t[3] : 0);
  } catch {
    return null;
  }
}

/**
 * The end of an event `minutes` long in real time. Most days the zone's offset does not change,
 * and the end is the wall time plus the length; only when the offset differs between the start's
 * day and the end's next day is the zone asked for the exact end. Offsets are looked up once per
 * date (cached), since Temporal's zone arithmetic is the costly part.
 */
export function zoneClock(timeZone: string) {
  const steady = new Map<string, boolean>();
  const offsetAt = (date: Temporal.PlainDate) => date.toZonedDateTime(timeZone).offsetNanoseconds;
  return {
    after(start: Temporal.PlainDateTime, minutes: number): Temporal.PlainDateTime {
      const wallMinutes = start.hour * 60 + start.minute + minutes;
      const days = Math.floor(wallMinutes / 1440) + 1;
      const key = `${start.year}-${start.month}-${start.day}+${days}`;
      let same = steady.get(key);
      if (same === undefined) {
        const day = start.toPlainDate();
        same = offsetAt(day) === offsetAt(day.add({ days }));
        steady.set(key, same);
      }
      if (!same) return start.toZonedDateTime(timeZone).add({ minutes }).toPlainDateTime();
      if (wallMinutes < 1440 && start.second === 0) return new Temporal.PlainDateTime(start.year, start.month, start.day, Math.floor(wallMinutes / 60), wallMinutes % 60);
      return start.add({ minutes });
    },
  };
}

const present = (value: string | null): value is string => value !== null && value.trim() !== '' && value !== ERASED;

export function feedCalendar(
  settings: CalendarSettings,
  bookings: readonly FeedBooking[],
  now: Temporal.Instant,
  contacts?: ReadonlyMap<string, ContactDetails>,
  eventOf: (booking: FeedBooking, contact?: ContactDetails) => FeedEvent | null = eventsFor(settings),
): FeedCalendar {
  return {
    productId: PRODUCT_ID,
    name: `${settings.businessName} Bookings`.trim(),
    timeZone: settings.timeZone,
    refreshInterval: Temporal.Duration.from({ hours: FEED_REFRESH_HOURS }),
    events: bookings.flatMap((b) => eventOf(b, contacts?.get(b.bookingId)) ?? []),
    now,
  };
}

/** Events under these settings, one zone clock shared by all of them. */
export function eventsFor(settings: CalendarSettings) {
  const zone = zoneClock(settings.timeZone);
  return (booking: FeedBooking, contact?: ContactDetails) => feedEvent(booking, settings, contact, zone);
}
