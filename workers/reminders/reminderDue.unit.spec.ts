import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { reminderAction, reminderDue } from './reminderDue.js';

const GRACE_MS = 5 * 60_000;

const MELBOURNE = 'Australia/Melbourne';

/** A local wall-clock time in Melbourne as an instant. */
const at = (local: string, timeZone = MELBOURNE) => Temporal.PlainDateTime.from(local).toZonedDateTime(timeZone).toInstant();
/** The answer as Melbourne's clocks show it, with the offset (or null). */
const due = (start: string, leadHours: number, now: string, timeZone = MELBOURNE) => {
  const instant = reminderDue({ start: Temporal.PlainDateTime.from(start), leadHours, now: at(now, timeZone), timeZone });
  return instant && instant.toZonedDateTimeISO(timeZone).toString({ timeZoneName: 'never', smallestUnit: 'minute' });
};

describe('the reminder of a booking', () => {
  it('goes the lead time before the start, as the business clock shows it', () => {
    expect(due('2026-06-10T10:00', 24, '2026-06-01T12:00')).toBe('2026-06-09T10:00+10:00');
    expect(due('2026-06-10T10:00', 1, '2026-06-01T12:00')).toBe('2026-06-10T09:00+10:00');
    expect(due('2026-06-10T10:00', 72, '2026-06-01T12:00')).toBe('2026-06-07T10:00+10:00');
  });

  describe('across a daylight-saving change in Melbourne (exact hours, not wall-clock hours)', () => {
    it('first Sunday of April, the clocks going back at 03:00: 24 hours before 10:00 is 11:00 the day before', () => {
      expect(due('2026-04-05T10:00', 24, '2026-03-20T12:00')).toBe('2026-04-04T11:00+11:00');
      expect(at('2026-04-05T10:00').epochMilliseconds - at('2026-04-04T11:00').epochMilliseconds).toBe(24 * 3600_000);
      // 72 hours before the Monday after: three real days, the clock an hour apart.
      expect(due('2026-04-06T12:00', 72, '2026-03-20T12:00')).toBe('2026-04-03T13:00+11:00');
    });

    it('first Sunday of October, the clocks going forward at 02:00: 24 hours before 10:00 is 09:00 the day before', () => {
      expect(due('2026-10-04T10:00', 24, '2026-09-20T12:00')).toBe('2026-10-03T09:00+10:00');
      expect(at('2026-10-04T10:00').epochMilliseconds - at('2026-10-03T09:00').epochMilliseconds).toBe(24 * 3600_000);
    });

    it('a reminder that would fall on the change night waits for 08:00 on the clock as it is then', () => {
      // 6 hours before 09:00 on the April Sunday: 04:00 (AEST), in quiet hours: 08:00 AEST, an hour before.
      expect(due('2026-04-05T09:00', 6, '2026-03-20T12:00')).toBe('2026-04-05T08:00+10:00');
      // And in October, 08:00 AEDT.
      expect(due('2026-10-04T09:30', 6, '2026-09-20T12:00')).toBe('2026-10-04T08:00+11:00');
    });

    it('reads a start in the October gap (02:30 does not exist) as the clocks show it, 03:30', () => {
      expect(due('2026-10-04T02:30', 1, '2026-09-20T12:00')).toBeNull(); // 02:30 AEDT is quiet and 08:00 is after it
      expect(due('2026-10-05T02:30', 10, '2026-09-20T12:00')).toBe('2026-10-04T16:30+11:00');
    });
  });

  describe('quiet hours, 21:00 to 08:00', () => {
    it('sends at 20:59 and at 08:00, and moves 21:00 and 07:59 to the next 08:00', () => {
      expect(due('2026-06-10T20:59', 24, '2026-06-01T12:00')).toBe('2026-06-09T20:59+10:00');
      expect(due('2026-06-10T08:00', 24, '2026-06-01T12:00')).toBe('2026-06-09T08:00+10:00');
      expect(due('2026-06-10T21:00', 24, '2026-06-01T12:00')).toBe('2026-06-10T08:00+10:00');
      expect(due('2026-06-10T07:59', 24, '2026-06-01T12:00')).toBe('2026-06-09T08:00+10:00');
    });

    it('moves a reminder due before midnight to 08:00 the next morning, and one after midnight to 08:00 that morning', () => {
      expect(due('2026-06-11T10:00', 12, '2026-06-01T12:00')).toBe('2026-06-11T08:00+10:00'); // due 22:00 the night before
      expect(due('2026-06-11T11:00', 10, '2026-06-01T12:00')).toBe('2026-06-11T08:00+10:00'); // due 01:00
    });

    it('sends nothing when 08:00 is not before the start', () => {
      expect(due('2026-06-11T08:00', 10, '2026-06-01T12:00')).toBeNull();
      expect(due('2026-06-11T07:00', 10, '2026-06-01T12:00')).toBeNull();
      expect(due('2026-06-11T08:01', 10, '2026-06-01T12:00')).toBe('2026-06-11T08:00+10:00');
    });
  });

  describe('a booking made (or a process started) after the reminder was due', () => {
    it('is reminded at once while more than an hour remains', () => {
      expect(due('2026-06-10T15:00', 24, '2026-06-10T09:00')).toBe('2026-06-10T09:00+10:00');
      expect(due('2026-06-10T15:00', 24, '2026-06-10T13:59')).toBe('2026-06-10T13:59+10:00');
    });

    it('is not reminded with an hour or less to go, nor after the start', () => {
      expect(due('2026-06-10T15:00', 24, '2026-06-10T14:00')).toBeNull();
      expect(due('2026-06-10T15:00', 24, '2026-06-10T14:30')).toBeNull();
      expect(due('2026-06-10T15:00', 24, '2026-06-10T16:00')).toBeNull();
      const start = Temporal.PlainDateTime.from('2026-06-10T15:00');
      const justOverAnHour = at('2026-06-10T14:00').subtract({ milliseconds: 1 });
      expect(reminderDue({ start, leadHours: 24, now: justOverAnHour, timeZone: MELBOURNE })).toEqual(justOverAnHour);
    });

    it('made at night is reminded at 08:00, if more than an hour then remains', () => {
      expect(due('2026-06-11T10:00', 24, '2026-06-10T22:00')).toBe('2026-06-11T08:00+10:00');
      expect(due('2026-06-11T09:01', 24, '2026-06-10T22:00')).toBe('2026-06-11T08:00+10:00');
      expect(due('2026-06-11T09:00', 24, '2026-06-10T22:00')).toBeNull();
      expect(due('2026-06-11T08:30', 24, '2026-06-10T22:00')).toBeNull();
    });

    it('keeps the time it was due while that has not passed, whatever the time now', () => {
      expect(due('2026-06-10T10:00', 24, '2026-06-09T10:00')).toBe('2026-06-09T10:00+10:00');
    });
  });

  it('is reckoned in the business time zone given', () => {
    expect(due('2026-06-10T10:00', 24, '2026-06-01T12:00', 'Pacific/Auckland')).toBe('2026-06-09T10:00+12:00');
    expect(due('2026-06-10T22:00', 3, '2026-06-01T12:00', 'Pacific/Auckland')).toBe('2026-06-10T19:00+12:00');
    expect(due('2026-06-10T23:30', 2, '2026-06-01T12:00', 'Pacific/Auckland')).toBeNull();
    expect(due('2026-06-11T09:00', 3, '2026-06-01T12:00', 'Pacific/Auckland')).toBe('2026-06-11T08:00+12:00');
  });
});

describe('the reminder rule, for any start, lead time and moment', () => {
  const zones = fc.constantFrom('Australia/Melbourne', 'Pacific/Auckland', 'Europe/London', 'America/New_York', 'UTC');
  // Minutes from 2026-01-01 over two years, so every daylight-saving change of those zones is crossed.
  const minutes = fc.integer({ min: 0, max: 2 * 366 * 24 * 60 });
  const base = Temporal.PlainDateTime.from('2026-01-01T00:00');
  const cases = fc.record({
    start: minutes.map((m) => base.add({ minutes: m })),
    leadHours: fc.integer({ min: 1, max: 72 }),
    nowOffsetMinutes: fc.integer({ min: -5 * 24 * 60, max: 5 * 24 * 60 }),
    timeZone: zones,
  });
  const input = ({ start, leadHours, nowOffsetMinutes, timeZone }: { start: Temporal.PlainDateTime; leadHours: number; nowOffsetMinutes: number; timeZone: string }) => {
    const startsAt = start.toZonedDateTime(timeZone).toInstant();
    return { start, leadHours, timeZone, startsAt, now: startsAt.add({ minutes: nowOffsetMinutes }) };
  };

  it('sends before the start, never in the past, never in quiet hours', () => {
    fc.assert(
      fc.property(cases, (c) => {
        const { startsAt, now, ...rest } = input(c);
        const result = reminderDue({ ...rest, now });
        if (!result) return;
        expect(Temporal.Instant.compare(result, startsAt)).toBe(-1);
        expect(Temporal.Instant.compare(result, now)).toBeGreaterThanOrEqual(0);
        const hour = result.toZonedDateTimeISO(c.timeZone).hour;
        expect(hour >= 8 && hour < 21).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('sends exactly the lead time ahead whenever that is still to come and outside quiet hours', () => {
    fc.assert(
      fc.property(cases, (c) => {
        const { startsAt, now, ...rest } = input(c);
        const ideal = startsAt.subtract({ hours: c.leadHours });
        const hour = ideal.toZonedDateTimeISO(c.timeZone).hour;
        fc.pre(Temporal.Instant.compare(ideal, now) >= 0 && hour >= 8 && hour < 21);
        expect(reminderDue({ ...rest, now })).toEqual(ideal);
      }),
    );
  });

  it('sends at the lead time, at once, or at 08:00 local: nothing else', () => {
    fc.assert(
      fc.property(cases, (c) => {
        const { startsAt, now, ...rest } = input(c);
        const result = reminderDue({ ...rest, now });
        if (!result) return;
        const local = result.toZonedDateTimeISO(c.timeZone);
        const atEight = local.hour === 8 && local.minute === 0 && local.second === 0 && local.millisecond === 0;
        expect(result.equals(startsAt.subtract({ hours: c.leadHours })) || result.equals(now) || atEight).toBe(true);
      }),
    );
  });

  it('does not depend on when it is asked while the lead time is still to come', () => {
    fc.assert(
      fc.property(cases, fc.integer({ min: 1, max: 24 * 60 }), (c, earlierMinutes) => {
        const { startsAt, now, ...rest } = input(c);
        fc.pre(Temporal.Instant.compare(startsAt.subtract({ hours: c.leadHours }), now) >= 0);
        expect(reminderDue({ ...rest, now: now.subtract({ minutes: earlierMinutes }) })).toEqual(reminderDue({ ...rest, now }));
      }),
    );
  });

  it('asked again at the time it gave, gives that time again: a job woken then sends', () => {
    fc.assert(
      fc.property(cases, (c) => {
        const { startsAt: _startsAt, now, ...rest } = input(c);
        const result = reminderDue({ ...rest, now });
        fc.pre(result !== null);
        expect(reminderDue({ ...rest, now: result! })).toEqual(result);
      }),
    );
  });

  it('a job woken at the time given, or up to the grace late, sends, unless quiet hours or the start came meanwhile', () => {
    fc.assert(
      fc.property(cases, fc.integer({ min: 0, max: GRACE_MS }), (c, lateMs) => {
        const { startsAt, now, ...rest } = input(c);
        const result = reminderDue({ ...rest, now });
        fc.pre(result !== null);
        const woken = result!.add({ milliseconds: lateMs });
        const action = reminderAction({ ...rest, now: woken, graceMs: GRACE_MS });
        const hour = woken.toZonedDateTimeISO(c.timeZone).hour;
        if (hour >= 8 && hour < 21 && Temporal.Instant.compare(woken, startsAt) < 0) expect(action).toEqual({ kind: 'send' });
        else expect(action.kind).not.toBe('send');
      }),
    );
  });

  it('a job woken early waits for the time given', () => {
    fc.assert(
      fc.property(cases, fc.integer({ min: 1, max: 3 * 24 * 3600_000 }), (c, earlyMs) => {
        const { startsAt: _startsAt, now, ...rest } = input(c);
        const result = reminderDue({ ...rest, now });
        fc.pre(result !== null && !result.equals(now));
        const woken = result!.subtract({ milliseconds: earlyMs });
        fc.pre(Temporal.Instant.compare(woken, now) >= 0);
        expect(reminderAction({ ...rest, now: woken, graceMs: GRACE_MS })).toEqual({ kind: 'wait', until: result });
      }),
    );
  });
});

describe('a reminder job woken', () => {
  const start = Temporal.PlainDateTime.from('2026-06-10T10:00');
  const action = (now: string, leadHours = 24) => reminderAction({ start, leadHours, now: at(now), timeZone: MELBOURNE, graceMs: GRACE_MS });

  it('on time or a little late sends', () => {
    expect(action('2026-06-09T10:00')).toEqual({ kind: 'send' });
    expect(action('2026-06-09T10:04')).toEqual({ kind: 'send' });
  });

  it('early waits for its time', () => {
    expect(action('2026-06-09T09:59')).toEqual({ kind: 'wait', until: at('2026-06-09T10:00') });
    // A schedule made for a lead time since shortened: the new time.
    expect(action('2026-06-09T10:00', 2)).toEqual({ kind: 'wait', until: at('2026-06-10T08:00') });
  });

  it('late after a process was down sends at once while more than an hour remains, and waits out the night', () => {
    expect(action('2026-06-09T18:00')).toEqual({ kind: 'send' });
    expect(action('2026-06-09T23:00')).toEqual({ kind: 'wait', until: at('2026-06-10T08:00') });
    expect(action('2026-06-10T08:30')).toEqual({ kind: 'send' });
    expect(action('2026-06-10T09:30')).toEqual({ kind: 'none' });
    expect(action('2026-06-10T11:00')).toEqual({ kind: 'none' });
  });

  it('a moment after 21:00, though due at 20:59, waits for 08:00', () => {
    const evening = Temporal.PlainDateTime.from('2026-06-10T20:59');
    expect(reminderAction({ start: evening, leadHours: 24, now: at('2026-06-09T21:00:30'), timeZone: MELBOURNE, graceMs: GRACE_MS })).toEqual({
      kind: 'wait',
      until: at('2026-06-10T08:00'),
    });
  });

  it('never sends after the start, even within the grace', () => {
    const early = Temporal.PlainDateTime.from('2026-06-10T08:01');
    expect(reminderAction({ start: early, leadHours: 1, now: at('2026-06-10T08:00'), timeZone: MELBOURNE, graceMs: GRACE_MS })).toEqual({ kind: 'send' });
    expect(reminderAction({ start: early, leadHours: 1, now: at('2026-06-10T08:02'), timeZone: MELBOURNE, graceMs: GRACE_MS })).toEqual({ kind: 'none' });
  });
});
