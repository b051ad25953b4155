import { describe, expect, it } from 'vitest';
import { bookingMessages as m, type BookingCreated, type BookingEvent, changeableUntil, selfServiceDeadline } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import type { SelfServiceRules } from './customerChanges.js';
import { type BookingCommand, bookingDecider } from './decider.js';

const ZONE = 'Australia/Melbourne';
// Saturday 21 November 2026, 09:00 in Melbourne (AEDT, UTC+11).
const NOW = '2026-11-20T22:00:00.000Z';
// Wednesday 25 November 2026, 09:30 in Melbourne: 2026-11-24T22:30Z; 24 hours before it is 2026-11-23T22:30Z.
const created = (overrides: Partial<BookingCreated['data']> = {}): BookingCreated => ({
  type: 'BookingCreated',
  data: {
    bookingId: 'b1',
    fullName: 'Cora Customer',
    email: 'cora@example.com',
    mobile: '0400 000 000',
    address: null,
    date: '2026-11-25',
    time: '09:30',
    vehicleType: 'SUV 5 Seater',
    modelYear: 2025,
    vehicleRego: 'CORA1',
    serviceIds: [1],
    notes: null,
    status: 'pending',
    termsAccepted: true,
    termsAcceptedAt: null,
    customerId: 'c1',
    source: 'admin',
    quote: { items: [{ serviceId: 1, name: 'Wash', priceCents: 5000, durationHours: 1 }], totalCents: 5000 },
    ...overrides,
  },
});
const statusChanged = (from: string, to: string): BookingEvent => ({ type: 'BookingStatusChanged', data: { bookingId: 'b1', from, to } });
const rules = (overrides: Partial<SelfServiceRules> = {}): SelfServiceRules => ({ at: NOW, timeZone: ZONE, cutoffHours: 24, businessPhone: '03 9000 1234', ...overrides });
const reschedule = (date: string, time: string, overrides: Partial<SelfServiceRules> = {}, customerId = 'c1'): BookingCommand => ({
  type: 'RescheduleByCustomer',
  customerId,
  date,
  time,
  rules: rules(overrides),
});
const cancel = (overrides: Partial<SelfServiceRules> = {}, customerId = 'c1'): BookingCommand => ({ type: 'CancelByCustomer', customerId, rules: rules(overrides) });

describe('RescheduleByCustomer', () => {
  it("moves the customer's own booking to another of the wizard's days and slots, keeping its quote (the event carries none)", () => {
    given(bookingDecider, [created()])
      .when(reschedule('2026-12-01', '14:30'))
      .then([{ type: 'BookingDetailsUpdated', data: { bookingId: 'b1', changes: { date: '2026-12-01', time: '14:30' } } }]);
  });

  it('records the new start whole when only the time changes, and nothing for the same slot', () => {
    given(bookingDecider, [created()])
      .when(reschedule('2026-11-25', '08:00'))
      .then([{ type: 'BookingDetailsUpdated', data: { bookingId: 'b1', changes: { date: '2026-11-25', time: '08:00' } } }]);
    given(bookingDecider, [created()]).when(reschedule('2026-11-25', '09:30')).then([]);
  });

  it('moves an approved booking, and a public one the business confirmed', () => {
    given(bookingDecider, [created({ status: 'approved' })]).when(reschedule('2026-11-30', '10:00')).then([
      { type: 'BookingDetailsUpdated', data: { bookingId: 'b1', changes: { date: '2026-11-30', time: '10:00' } } },
    ]);
    given(bookingDecider, [created({ source: 'public' }), statusChanged('pending', 'approved'), statusChanged('approved', 'pending')])
      .when(reschedule('2026-11-30', '10:00'))
      .then([{ type: 'BookingDetailsUpdated', data: { bookingId: 'b1', changes: { date: '2026-11-30', time: '10:00' } } }]);
  });

  it.each([
    ['a Saturday', '2026-11-28', '10:00', 'date', m.dateNotOffered],
    ['today', '2026-11-21', '10:00', 'date', m.dateNotOffered],
    ['today + 31 days', '2026-12-22', '10:00', 'date', m.dateNotOffered],
    ['a time between the slots', '2026-11-30', '08:15', 'time', m.timeNotOffered],
    ['a time after the last slot', '2026-11-30', '17:00', 'time', m.timeNotOffered],
  ])("refuses %s, not one of the wizard's, with its message", (_what, date, time, path, message) => {
    expect(() => bookingDecider.decide(reschedule(date, time), bookingDecider.evolve(bookingDecider.initialState, created()))).toThrow(
      expect.objectContaining({ code: 'BAD_USER_INPUT', message, details: [{ path, message }] }),
    );
  });
});

describe('CancelByCustomer', () => {
  it("cancels the customer's own pending or approved booking", () => {
    given(bookingDecider, [created()]).when(cancel()).then([statusChanged('pending', 'cancelled')]);
    given(bookingDecider, [created({ status: 'approved' })]).when(cancel()).then([statusChanged('approved', 'cancelled')]);
  });
});

describe("a customer's own change, either kind", () => {
  const kinds = [
    ['reschedule', (o: Partial<SelfServiceRules> = {}, customerId?: string) => reschedule('2026-12-01', '10:00', o, customerId)],
    ['cancel', (o: Partial<SelfServiceRules> = {}, customerId?: string) => cancel(o, customerId)],
  ] as const;

  it.each(kinds)('%s: answers NOT_FOUND, as for an unknown id, for a booking the portal does not show them', (_kind, command) => {
    const refusal = expect.objectContaining({ code: 'NOT_FOUND', message: m.notFound });
    const state = (events: BookingEvent[]) => events.reduce(bookingDecider.evolve, bookingDecider.initialState);
    // None, deleted, another customer's, an unconfirmed public booking, one with no customer, a placeholder.
    for (const events of [
      [],
      [created(), { type: 'BookingDeleted', data: { bookingId: 'b1' } } as BookingEvent],
      [created({ customerId: 'c2' })],
      [created({ source: 'public' })],
      [created({ customerId: null })],
      [created({ vehicleType: 'CUSTOMER_PROFILE' })],
    ]) {
      expect(() => bookingDecider.decide(command(), state(events)), JSON.stringify(events)).toThrow(refusal);
    }
    expect(() => bookingDecider.decide(command({}, 'c2'), state([created()]))).toThrow(refusal);
  });

  it.each(kinds)('%s: is refused for a booking neither pending nor approved', (_kind, command) => {
    for (const status of ['completed', 'cancelled', 'ready_for_pickup', 'aftercare']) {
      given(bookingDecider, [created({ status })]).when(command()).thenThrows(m.selfServiceStatus);
    }
    expect(m.selfServiceStatus).toBe('Only pending or approved bookings can be rescheduled or cancelled online.');
  });

  it.each(kinds)('%s: is allowed until the cutoff before the start, and refused from then on with the business phone', (_kind, command) => {
    const state = bookingDecider.evolve(bookingDecider.initialState, created());
    expect(bookingDecider.decide(command({ at: '2026-11-23T22:29:59.999Z' }), state)).not.toEqual([]);
    for (const at of ['2026-11-23T22:30:00Z', '2026-11-24T10:00:00Z', '2026-11-24T22:30:00Z', '2026-11-26T00:00:00Z']) {
      expect(() => bookingDecider.decide(command({ at }), state), at).toThrow(
        expect.objectContaining({ code: 'CONFLICT', message: 'This booking can no longer be changed online. Please call us on 03 9000 1234.' }),
      );
    }
    // A 48-hour cutoff moves it back a day; none (0) allows changes up to the start.
    expect(() => bookingDecider.decide(command({ at: '2026-11-22T22:30:00Z', cutoffHours: 48 }), state)).toThrow(m.selfServiceCutoff('03 9000 1234'));
    expect(bookingDecider.decide(command({ at: '2026-11-24T22:29:00Z', cutoffHours: 0 }), state)).not.toEqual([]);
    expect(() => bookingDecider.decide(command({ at: '2026-11-24T22:30:00Z', businessPhone: ' ' , cutoffHours: 0 }), state)).toThrow(
      'This booking can no longer be changed online. Please call us.',
    );
  });
});

describe('the self-service deadline', () => {
  it('counts exact hours back from the start in the business time zone, across a daylight-saving change', () => {
    // Monday 5 April 2027, 08:00 in Melbourne (AEST, UTC+10: summer time ended on Sunday the 4th at 03:00).
    const booking = { status: 'approved', date: '2027-04-05', time: '08:00' };
    expect(selfServiceDeadline(booking, ZONE, 0)).toBe('2027-04-04T22:00:00Z');
    // 48 hours before is Saturday 09:00 summer time, not the wall clock's 08:00.
    expect(selfServiceDeadline(booking, ZONE, 48)).toBe('2027-04-02T22:00:00Z');
    expect(selfServiceDeadline(booking, 'Pacific/Auckland', 24)).toBe('2027-04-03T20:00:00Z');
    expect(changeableUntil(booking, ZONE, 24)).toBe('2027-04-03T22:00:00Z');
  });

  it('has none for a booking neither pending nor approved, or a date or time that names no moment', () => {
    expect(changeableUntil({ status: 'completed', date: '2027-04-05', time: '08:00' }, ZONE, 24)).toBeNull();
    expect(changeableUntil({ status: 'pending', date: '1900-13-01', time: '08:00' }, ZONE, 24)).toBeNull();
    expect(changeableUntil({ status: 'pending', date: '2027-04-05', time: 'soon' }, ZONE, 24)).toBeNull();
    // Times stored as the old system wrote them still read.
    expect(changeableUntil({ status: 'pending', date: '2027-04-05', time: '8:00 AM' }, ZONE, 0)).toBe('2027-04-04T22:00:00Z');
  });
});
