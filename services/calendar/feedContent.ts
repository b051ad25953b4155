import { FEED_REFRESH_HOURS } from '@detailing/schema';
import { ERASED } from '@detailing/schema/eventDefinition';
import { Temporal } from 'temporal-polyfill';
import type { FeedCalendar, FeedEvent } from '../platform/icalendar/index.js';
import type { ContactDetails, FeedBooking } from './queries.js';

/** The part of every UID after the booking id: stable for the life of the product. */
export const UID_DOMAIN = 'bookings.detailing';
export const PRODUCT_ID = '-//Detailing//Bookings Calendar//EN';

export interface CalendarSettings {
  businessName: string;
  timeZone: string;
  statusLabels: Record<string, string>;
}

/**
 * One booking as a calendar event (001 §4, §9): its services and the customer's first name as the
 * title; vehicle, rego and status (and the contact details, only when given) as the description;
 * as long as its services take; CANCELLED for cancelled, PRIORITY 1 for approved.
 */
export function feedEvent(booking: FeedBooking, settings: CalendarSettings, stamp: Temporal.Instant, contact?: ContactDetails): FeedEvent | null {
  let start: Temporal.PlainDateTime;
  try {
    start = Temporal.PlainDateTime.from(`${booking.date}T${booking.time}`, { overflow: 'reject' });
  } catch {
    return null; // a date or time no calendar can place
  }
  const what = booking.servicesText || 'Booking';
  const vehicle = [booking.vehicleType, booking.modelYear].filter((v) => v !== null && v !== '').join(' ');
  const lines = [`Vehicle: ${vehicle}`];
  if (booking.rego) lines.push(`Rego: ${booking.rego}`);
  lines.push(`Status: ${settings.statusLabels[booking.status] ?? booking.status}`);
  if (contact) {
    if (present(contact.email)) lines.push(`Email: ${contact.email}`);
    if (present(contact.mobile)) lines.push(`Mobile: ${contact.mobile}`);
    if (present(contact.address)) lines.push(`Address: ${contact.address}`);
  }
  return {
    uid: `${booking.bookingId}@${UID_DOMAIN}`,
    sequence: booking.sequence,
    stamp,
    lastModified: Temporal.Instant.from(booking.lastModified),
    start,
    end: start.add({ minutes: booking.durationMinutes }),
    summary: booking.firstName ? `${what} - ${booking.firstName}` : what,
    description: lines.join('\n'),
    status: booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    priority: booking.status === 'approved' ? 1 : 5,
  };
}

const present = (value: string | null): value is string => value !== null && value.trim() !== '' && value !== ERASED;

export function feedCalendar(
  settings: CalendarSettings,
  bookings: readonly FeedBooking[],
  stamp: Temporal.Instant,
  contacts?: ReadonlyMap<string, ContactDetails>,
): FeedCalendar {
  return {
    productId: PRODUCT_ID,
    name: `${settings.businessName} Bookings`.trim(),
    timeZone: settings.timeZone,
    refreshInterval: Temporal.Duration.from({ hours: FEED_REFRESH_HOURS }),
    events: bookings.flatMap((b) => feedEvent(b, settings, stamp, contacts?.get(b.bookingId)) ?? []),
  };
}
