import { describe, expect, it } from 'vitest';
import { monthGridDays, startOfWeek, toIsoDate, weekDays } from './calendarDates';

describe('calendar dates', () => {
  it('starts weeks on Monday, also from a Sunday', () => {
    expect(toIsoDate(startOfWeek(new Date(2026, 10, 22)))).toBe('2026-11-16');
    expect(toIsoDate(startOfWeek(new Date(2026, 10, 16)))).toBe('2026-11-16');
  });

  it('gives seven days Monday to Sunday for a week', () => {
    expect(weekDays(new Date(2026, 10, 19)).map(toIsoDate)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('covers a month with whole Monday-first weeks', () => {
    const days = monthGridDays(new Date(2026, 10, 5)).map(toIsoDate);
    expect(days[0]).toBe('2026-10-26');
    expect(days.at(-1)).toBe('2026-12-06');
    expect(days.length % 7).toBe(0);
  });
});
