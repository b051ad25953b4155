import { describe, expect, it } from 'vitest';
import { daysFromToday, nextWeekday, offeredDays, today } from './days.js';

// Melbourne's clocks go back an hour at 3:00 on Sunday 4 April 2027 (a 25-hour day) and forward
// an hour at 2:00 on Sunday 3 October 2027 (a 23-hour day).
const EARLY_ON_DST_END = '2027-04-03T13:30:00Z'; // 00:30 AEDT, Sunday 4 April; still 3 April in UTC
const LATE_ON_DST_END = '2027-04-04T13:30:00Z'; // 23:30 AEST, Sunday 4 April
const LATE_ON_DST_START = '2027-10-03T12:30:00Z'; // 23:30 AEDT, Sunday 3 October

describe('test dates relative to today in the business time zone', () => {
  it("takes today's date in Melbourne, not in UTC", () => {
    expect(today(EARLY_ON_DST_END)).toBe('2027-04-04');
    expect(today(LATE_ON_DST_END)).toBe('2027-04-04');
  });

  it("reads this process's clock when no instant is given", () => {
    const melbourne = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit', day: '2-digit' });
    const before = melbourne.format(new Date());
    const date = today();
    // Midnight may pass between the two readings: either day is right, nothing else.
    expect([before, melbourne.format(new Date())]).toContain(date);
  });

  it('counts calendar days, not 24 hours, across a daylight-saving change', () => {
    expect(daysFromToday(1, EARLY_ON_DST_END)).toBe('2027-04-05');
    expect(daysFromToday(0, EARLY_ON_DST_END)).toBe('2027-04-04');
    expect(daysFromToday(-1, EARLY_ON_DST_END)).toBe('2027-04-03');
    expect(daysFromToday(1, LATE_ON_DST_START)).toBe('2027-10-04');
    expect(daysFromToday(-1, LATE_ON_DST_START)).toBe('2027-10-02');
  });

  it('crosses months and years', () => {
    expect(daysFromToday(400, EARLY_ON_DST_END)).toBe('2028-05-08');
    expect(daysFromToday(-95, EARLY_ON_DST_END)).toBe('2026-12-30');
  });

  it('gives the next such weekday after today, never today itself', () => {
    // Sunday 4 April 2027.
    expect(nextWeekday('monday', EARLY_ON_DST_END)).toBe('2027-04-05');
    expect(nextWeekday('saturday', EARLY_ON_DST_END)).toBe('2027-04-10');
    expect(nextWeekday('sunday', EARLY_ON_DST_END)).toBe('2027-04-11');
  });

  it("offers the wizard's days: weekdays from tomorrow through today + 30", () => {
    const days = offeredDays(EARLY_ON_DST_END);
    expect(days[0]).toBe('2027-04-05');
    expect(days.at(-1)).toBe('2027-05-04');
    expect(days).not.toContain('2027-04-10');
    expect(days).toHaveLength(22);
  });
});
