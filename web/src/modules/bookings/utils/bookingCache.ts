import type { ApolloCache, Reference } from '@apollo/client';
import { assertNever } from '@detailing/schema/exhaustive';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import type { BookingCache_BookingFragment, BookingChangeKind } from '@/gql/graphql';
import { businessToday } from '@/modules/settings/utils/businessToday';
import { addHours, bookingDurationHours } from './bookingTimeRange';
import { calendarRangeOf, inRange } from './calendarRange';
import { isListedBooking } from './listedBooking';

/**
 * A booking as every admin screen shows it: what a live change or a save writes into the cache, so
 * each screen re-renders from the cache instead of fetching its list again.
 */
export const BookingCache_booking = graphql(`
  fragment BookingCache_booking on Booking {
    id
    date
    time
    createdAt
    vehicleType
    fullName
    status
    statusLabel
    services {
      id
      name
      durationHours
    }
    ...BookingListCard_booking
    ...TodaysBookingItem_booking
    ...BookingSummary_booking
    ...BookingEditTabs_booking
  }
`);

/** The calendar's own entity for the same booking (CalendarBooking), with the fields its query reads. */
const BookingCache_calendarEntry = graphql(`
  fragment BookingCache_calendarEntry on CalendarBooking {
    id
    date
    time
    endTime
    durationHours
    fullName
    status
    statusLabel
    services {
      id
      name
    }
  }
`);

type Booking = BookingCache_BookingFragment;
type ReadField = <T>(field: string, from: Reference) => T | undefined;

/** The calendar's end time from the services' durations, as the server computes it (bookingsInRange). */
function calendarEntry(booking: Booking) {
  const durationHours = bookingDurationHours(booking.services);
  return {
    __typename: 'CalendarBooking' as const,
    id: booking.id,
    date: booking.date,
    time: booking.time,
    endTime: addHours(booking.time, durationHours),
    durationHours,
    fullName: booking.fullName,
    status: booking.status,
    statusLabel: booking.statusLabel,
    services: booking.services.map(({ id, name }) => ({ __typename: 'BookingService' as const, id, name })),
  };
}

/**
 * `list` with `ref` where it belongs: left out when it does not, else at its place in the order the
 * server sorts by (`key` ascending, or descending).
 */
function place(list: readonly Reference[], ref: Reference, belongs: boolean, key: (r: Reference) => string, order: 'asc' | 'desc') {
  const others = list.filter((r) => r.__ref !== ref.__ref);
  if (!belongs) return others.length === list.length ? list : others;
  const own = key(ref);
  const at = others.findIndex((r) => (order === 'asc' ? key(r) > own : key(r) < own));
  const next = at === -1 ? [...others, ref] : [...others.slice(0, at), ref, ...others.slice(at)];
  // Unchanged lists stay the same array, so the screens showing them need not render again.
  return next.length === list.length && next.every((r, i) => r.__ref === list[i]!.__ref) ? list : next;
}

const fieldsOf = (readField: ReadField, r: Reference, names: string[]) => names.map((n) => readField<string>(n, r) ?? '').join(' ');

/** A booking created or changed: its entities in place, and in or out of each cached list by its date. */
export function writeBooking(cache: ApolloCache, masked: FragmentType<typeof BookingCache_booking>): void {
  const booking = getFragmentData(BookingCache_booking, masked);
  const listed = isListedBooking(booking);
  cache.batch({
    update(c) {
      const ref = c.writeFragment({ fragment: BookingCache_booking, fragmentName: 'BookingCache_booking', data: booking });
      const entry = c.writeFragment({ fragment: BookingCache_calendarEntry, data: calendarEntry(booking) });
      if (!ref || !entry) return;
      c.modify<Record<string, readonly Reference[]>>({
        id: 'ROOT_QUERY',
        fields: {
          // bookings: newest date first (services/bookings/queries.ts listBookings).
          bookings: (list, { readField }) => place(list, ref, listed, (r) => fieldsOf(readField, r, ['date', 'time', 'createdAt']), 'desc'),
          // todaysBookings: today in the business time zone, by time (services/bookings/dashboard.ts).
          todaysBookings: (list, { readField }) =>
            place(list, ref, listed && booking.date === businessToday(), (r) => fieldsOf(readField, r, ['time']), 'asc'),
          // calendarBookings: one list per range, by date and time.
          calendarBookings: (list, { readField, storeFieldName }) => {
            const range = calendarRangeOf(storeFieldName);
            if (!range) return list;
            return place(list, entry, listed && inRange(booking.date, range), (r) => fieldsOf(readField, r, ['date', 'time']), 'asc');
          },
        },
      });
    },
  });
}

/** A booking deleted: gone from every entity and list that held it. */
export function removeBooking(cache: ApolloCache, id: string): void {
  cache.batch({
    update(c) {
      c.evict({ id: c.identify({ __typename: 'Booking', id }) });
      c.evict({ id: c.identify({ __typename: 'CalendarBooking', id }) });
      c.gc();
    },
  });
}

export interface BookingChange {
  kind: BookingChangeKind;
  bookingId: string;
  booking?: FragmentType<typeof BookingCache_booking> | null;
}

/** One change from the live feed (`bookingChanged`) written into the cache. */
export function applyBookingChange(cache: ApolloCache, change: BookingChange): void {
  switch (change.kind) {
    case 'CREATED':
    case 'UPDATED':
      if (change.booking) writeBooking(cache, change.booking);
      return;
    case 'DELETED':
      removeBooking(cache, change.bookingId);
      return;
    default:
      assertNever(change.kind);
  }
}
