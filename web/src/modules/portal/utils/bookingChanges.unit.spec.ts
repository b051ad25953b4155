import { describe, expect, it } from 'vitest';
import { WIZARD_DAYS_AHEAD } from '@detailing/schema/bookings/wizard';
import { bookingChangeState, rescheduleChoices, telHref } from './bookingChanges';

const now = Date.parse('2026-11-20T22:00:00Z');

describe('what a customer may do with their booking', () => {
  it('offers changes to a pending or approved booking until its changeableUntil', () => {
    expect(bookingChangeState({ status: 'pending', changeableUntil: '2026-11-23T22:30:00Z' }, now)).toEqual({ kind: 'changeable', until: '2026-11-23T22:30:00Z' });
    expect(bookingChangeState({ status: 'approved', changeableUntil: '2026-11-20T22:00:01Z' }, now)).toMatchObject({ kind: 'changeable' });
  });

  it('says to call once the cutoff has passed, or when the server gives no deadline', () => {
    expect(bookingChangeState({ status: 'pending', changeableUntil: '2026-11-20T22:00:00Z' }, now)).toEqual({ kind: 'callUs' });
    expect(bookingChangeState({ status: 'approved', changeableUntil: null }, now)).toEqual({ kind: 'callUs' });
  });

  it.each(['completed', 'cancelled', 'ready_for_pickup'])('offers nothing for a %s booking', (status) => {
    expect(bookingChangeState({ status, changeableUntil: '2030-01-01T00:00:00Z' }, now)).toEqual({ kind: 'none' });
  });
});

describe('the days a booking may move to', () => {
  const availability = { today: '2026-11-21', timeZone: 'Australia/Melbourne', dates: ['2026-11-23', '2026-11-25', '2026-12-01'], times: ['8:00 AM'] };

  it("adds the booking's own day, which it holds, among the free ones", () => {
    expect(rescheduleChoices(availability, { date: '2026-11-24' }).dates).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-12-01']);
    expect(rescheduleChoices(availability, { date: '2026-11-25' }).dates).toEqual(availability.dates);
  });

  it('adds no day the wizard would not offer: today, a weekend, the past, past today + 30', () => {
    for (const date of ['2026-11-21', '2026-11-28', '2026-11-01', '2026-12-22']) expect(rescheduleChoices(availability, { date }).dates).toEqual(availability.dates);
    // Today + 30 (a Monday) is still offered, though taken days after the last free one are not listed.
    expect(rescheduleChoices(availability, { date: '2026-12-21' }).dates.at(-1)).toBe('2026-12-21');
    expect(WIZARD_DAYS_AHEAD).toBe(30);
  });
});

it('dials only the digits of the business phone', () => {
  expect(telHref('(03) 9000 1234')).toBe('tel:0390001234');
  expect(telHref('+61 3 9000 1234')).toBe('tel:+61390001234');
});
