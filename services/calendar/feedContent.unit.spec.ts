import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { ERASED } from '@detailing/schema/eventDefinition';
import { weekOf } from './calendarSync.js';
import { feedEvent, zoneClock } from './feedContent.js';
import type { FeedBooking } from './queries.js';

const MELBOURNE = 'Australia/Melbourne';
const settings = { businessName: 'Shine Co', timeZone: MELBOURNE, statusLabels: { pending: 'Pending', approved: 'Approved', cancelled: 'Cancelled' } };
const booking = (overrides: Partial<FeedBooking> = {}): FeedBooking => ({
  bookingId: 'b1',
  date: '2026-03-05',
  time: '10:00',
  servicesText: 'Wash, Polish',
  durationMinutes: 150,
  status: 'pending',
  vehicleType: 'UTE',
  modelYear: 2020,
  rego: 'ABC123',
  firstName: 'Jo',
  sequence: 3,
  lastModified: '2026-03-01T00:00:00.000Z',
  version: '3|2026-03-01',
  ...overrides,
});
const pdt = (text: string) => Temporal.PlainDateTime.from(text);

describe('a booking as a calendar event', () => {
  it('has the services and first name as its title, vehicle and status as its description, and its length', () => {
    const event = feedEvent(booking(), settings)!;
    expect(event).toMatchObject({
      uid: 'b1@bookings.detailing',
      sequence: 3,
      summary: 'Wash, Polish - Jo',
      description: 'Vehicle: UTE 2020\nStatus: Pending',
      status: 'CONFIRMED',
      priority: 5,
    });
    expect(event.start.toString()).toBe('2026-03-05T10:00:00');
    expect(event.end.toString()).toBe('2026-03-05T12:30:00');
    expect(event.lastModified.toString()).toBe('2026-03-01T00:00:00Z');
  });

  it('is CANCELLED for a cancelled booking and PRIORITY 1 for an approved one; an unknown status shows its id', () => {
    expect(feedEvent(booking({ status: 'cancelled' }), settings)).toMatchObject({ status: 'CANCELLED', priority: 5 });
    expect(feedEvent(booking({ status: 'approved' }), settings)).toMatchObject({ status: 'CONFIRMED', priority: 1 });
    expect(feedEvent(booking({ status: 'waxing' }), settings)!.description).toContain('Status: waxing');
  });

  it('leaves out what is missing: no services, no name, no model year', () => {
    const event = feedEvent(booking({ servicesText: '', firstName: '', rego: null, modelYear: null }), settings)!;
    expect(event.summary).toBe('Booking');
    expect(event.description).toBe('Vehicle: UTE\nStatus: Pending');
  });

  it('holds no registration without contact details: it is a portal login factor', () => {
    const event = feedEvent(booking(), settings)!;
    expect(JSON.stringify(event)).not.toContain('ABC123');
    expect(event.description).not.toMatch(/Rego|Email|Mobile|Address/);
  });

  it('carries the registration and contact details only when given, and never an erased or blank one', () => {
    const event = feedEvent(booking(), settings, { email: 'jo@example.com', mobile: ERASED, address: ' ' })!;
    expect(event.description).toBe('Vehicle: UTE 2020\nRego: ABC123\nStatus: Pending\nEmail: jo@example.com');
    const full = feedEvent(booking(), settings, { email: 'jo@example.com', mobile: '0400 111 222', address: '1 Main St' })!;
    expect(full.description).toBe('Vehicle: UTE 2020\nRego: ABC123\nStatus: Pending\nEmail: jo@example.com\nMobile: 0400 111 222\nAddress: 1 Main St');
    expect(feedEvent(booking({ rego: ERASED }), settings, { email: 'jo@example.com', mobile: '', address: null })!.description).toBe(
      'Vehicle: UTE 2020\nStatus: Pending\nEmail: jo@example.com',
    );
  });

  it('places no booking whose date or time names no moment', () => {
    expect(feedEvent(booking({ date: '2026-02-30' }), settings)).toBeNull();
    expect(feedEvent(booking({ time: '25:00' }), settings)).toBeNull();
    expect(feedEvent(booking({ time: '' }), settings)).toBeNull();
  });
});

describe('an event’s end in real time', () => {
  const clock = zoneClock(MELBOURNE);

  it('is the wall time plus the length on an ordinary day, also past midnight', () => {
    expect(clock.after(pdt('2026-03-05T10:00'), 150).toString()).toBe('2026-03-05T12:30:00');
    expect(clock.after(pdt('2026-03-05T23:00'), 120).toString()).toBe('2026-03-06T01:00:00');
  });

  it('follows the clocks going back (5 April 2026) and forward (4 October 2026) in Melbourne', () => {
    // 01:30 AEDT + 3 h = 03:30 AEST (the hour from 02:00 to 03:00 happens twice).
    expect(clock.after(pdt('2026-04-05T01:30'), 180).toString()).toBe('2026-04-05T03:30:00');
    // 01:30 AEST + 1 h = 03:30 AEDT (02:00 to 03:00 never happens).
    expect(clock.after(pdt('2026-10-04T01:30'), 60).toString()).toBe('2026-10-04T03:30:00');
    // The evening before, ending after the change.
    expect(clock.after(pdt('2026-10-03T23:30'), 180).toString()).toBe('2026-10-04T03:30:00');
    // Later the same day: no change left to cross.
    expect(clock.after(pdt('2026-10-04T10:00'), 60).toString()).toBe('2026-10-04T11:00:00');
  });
});

describe('this week', () => {
  it('runs Sunday to Saturday in the business time zone', () => {
    // Wednesday 8 April 2026 in Melbourne.
    expect(weekOf(Temporal.Instant.from('2026-04-08T00:00:00Z'), MELBOURNE)).toEqual({ from: '2026-04-05', to: '2026-04-11' });
    // Sunday 5 April, 00:30 in Melbourne, still Saturday 4 April in UTC.
    expect(weekOf(Temporal.Instant.from('2026-04-04T13:30:00Z'), MELBOURNE)).toEqual({ from: '2026-04-05', to: '2026-04-11' });
    // Saturday 11 April, 23:59 in Melbourne.
    expect(weekOf(Temporal.Instant.from('2026-04-11T13:59:00Z'), MELBOURNE)).toEqual({ from: '2026-04-05', to: '2026-04-11' });
    expect(weekOf(Temporal.Instant.from('2026-04-11T13:59:00Z'), 'UTC')).toEqual({ from: '2026-04-05', to: '2026-04-11' });
  });
});
