import { InMemoryCache } from '@apollo/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { typePolicies } from '@/app/apollo/typePolicies';
import type { FragmentType } from '@/gql';
import { BookingsPageQuery } from '@/modules/bookings/graphql/BookingsPageQuery';
import { CalendarBookingsQuery } from '@/modules/bookings/graphql/CalendarBookingsQuery';
import { TodaysBookingsQuery } from '@/modules/dashboard/graphql/TodaysBookingsQuery';
import { businessToday } from '@/modules/settings/utils/businessToday';
import { applyBookingChange, type BookingCache_booking } from './bookingCache';

const today = businessToday();
const day = (offset: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};
const thisWeek = { from: day(-3), to: day(3) };
const nextMonth = { from: day(20), to: day(40) };

/** A booking with every field the admin screens select, as the live feed sends it. */
function booking(id: string, fields: Partial<Record<string, unknown>> = {}) {
  return {
    __typename: 'Booking' as const,
    id,
    fullName: `Customer ${id}`,
    email: `${id}@example.com`,
    mobile: '0400 000 000',
    address: null,
    date: today,
    time: '10:00',
    createdAt: '2030-01-01T00:00:00.000Z',
    vehicleType: 'Sedan/Hatch',
    vehicleRego: null,
    notes: null,
    serviceIds: [1, 2],
    services: [
      { __typename: 'BookingService' as const, id: 1, name: 'Wash', price: 50, durationHours: 1 },
      { __typename: 'BookingService' as const, id: 2, name: 'Polish', price: 80, durationHours: 1.5 },
    ],
    status: 'pending',
    statusLabel: 'Pending',
    beforePhotos: [],
    afterPhotos: [],
    licenseFrontPhoto: null,
    licenseBackPhoto: null,
    digitalSignature: null,
    signatureCanvas: null,
    termsAccepted: false,
    termsAcceptedAt: null,
    verified: true,
    ...fields,
  };
}
type Booking = ReturnType<typeof booking>;

const calendarEntry = (b: Booking) => ({
  __typename: 'CalendarBooking' as const,
  id: b.id,
  date: b.date,
  time: b.time,
  endTime: '12:30',
  durationHours: 2.5,
  fullName: b.fullName,
  status: b.status,
  statusLabel: b.statusLabel,
  services: b.services.map(({ __typename, id, name }) => ({ __typename, id, name })),
});

const live = (b: Booking) => b as unknown as FragmentType<typeof BookingCache_booking>;
const change = (kind: 'CREATED' | 'UPDATED' | 'DELETED', b: Booking) => ({ kind, bookingId: b.id, booking: live(b) });

let cache: InMemoryCache;

/** What each screen reads from the cache alone; null when the cache cannot answer in full. */
const screens = () => ({
  list: cache.readQuery({ query: BookingsPageQuery })?.bookings.map((b) => b.id),
  today: cache.readQuery({ query: TodaysBookingsQuery })?.todaysBookings.map((b) => b.id),
  week: cache.readQuery({ query: CalendarBookingsQuery, variables: thisWeek })?.calendarBookings.map((b) => b.id),
  month: cache.readQuery({ query: CalendarBookingsQuery, variables: nextMonth })?.calendarBookings.map((b) => b.id),
});

describe('a booking change written into the cache', () => {
  beforeEach(() => {
    cache = new InMemoryCache({ typePolicies });
    const older = booking('older', { date: day(-1) });
    const morning = booking('morning', { time: '08:00' });
    const later = booking('later', { date: day(30) });
    cache.writeQuery({ query: BookingsPageQuery, data: { bookings: [later, morning, older] } });
    cache.writeQuery({ query: TodaysBookingsQuery, data: { todaysBookings: [morning] } });
    cache.writeQuery({ query: CalendarBookingsQuery, variables: thisWeek, data: { calendarBookings: [older, morning].map(calendarEntry) } });
    cache.writeQuery({ query: CalendarBookingsQuery, variables: nextMonth, data: { calendarBookings: [later].map(calendarEntry) } });
  });

  it('adds a new booking to every list it belongs to, in the server order, and no other', () => {
    applyBookingChange(cache, change('CREATED', booking('new', { time: '09:00' })));
    expect(screens()).toEqual({
      list: ['later', 'new', 'morning', 'older'],
      today: ['morning', 'new'],
      week: ['older', 'morning', 'new'],
      month: ['later'],
    });
  });

  it("gives the calendar the booking's end time from its services' durations", () => {
    applyBookingChange(cache, change('CREATED', booking('new', { time: '21:00' })));
    const entry = cache.readQuery({ query: CalendarBookingsQuery, variables: thisWeek })?.calendarBookings.find((b) => b.id === 'new');
    expect(cache.extract()['CalendarBooking:{"id":"new"}']).toMatchObject({ endTime: '23:30', durationHours: 2.5 });
    expect(entry).toBeDefined();
  });

  it('changes a booking in place on every screen, and moves it when its date moves', () => {
    applyBookingChange(cache, change('UPDATED', booking('morning', { fullName: 'Renamed', status: 'approved', statusLabel: 'Approved' })));
    expect(screens()).toEqual({ list: ['later', 'morning', 'older'], today: ['morning'], week: ['older', 'morning'], month: ['later'] });
    expect(cache.extract()['Booking:{"id":"morning"}']).toMatchObject({ fullName: 'Renamed', statusLabel: 'Approved' });
    expect(cache.extract()['CalendarBooking:{"id":"morning"}']).toMatchObject({ fullName: 'Renamed', statusLabel: 'Approved' });

    applyBookingChange(cache, change('UPDATED', booking('morning', { date: day(25) })));
    expect(screens()).toEqual({ list: ['later', 'morning', 'older'], today: [], week: ['older'], month: ['morning', 'later'] });
  });

  it('removes a deleted booking from every list and the cache', () => {
    applyBookingChange(cache, change('DELETED', booking('morning')));
    expect(screens()).toEqual({ list: ['later', 'older'], today: [], week: ['older'], month: ['later'] });
    expect(cache.extract()['Booking:{"id":"morning"}']).toBeUndefined();
    expect(cache.extract()['CalendarBooking:{"id":"morning"}']).toBeUndefined();
  });

  it("keeps a customer's placeholder booking out of every list (000 §3)", () => {
    applyBookingChange(cache, change('CREATED', booking('profile', { vehicleType: 'CUSTOMER_PROFILE' })));
    applyBookingChange(cache, change('CREATED', booking('dated', { date: '1900-01-01' })));
    expect(screens()).toEqual({ list: ['later', 'morning', 'older'], today: ['morning'], week: ['older', 'morning'], month: ['later'] });
  });

  it('leaves lists no screen has fetched alone', () => {
    cache = new InMemoryCache({ typePolicies });
    applyBookingChange(cache, change('CREATED', booking('new')));
    expect(screens()).toEqual({ list: undefined, today: undefined, week: undefined, month: undefined });
  });
});
