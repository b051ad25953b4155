import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it } from 'vitest';
import { vtimezoneLines } from './vtimezone.js';

/** The VTIMEZONE as ical.js reads it, registered with its TimezoneService the way a client would. */
function zoneOf(lines: string[]): { component: ICAL.Component; zone: ICAL.Timezone } {
  const component = new ICAL.Component(ICAL.parse(`${lines.join('\r\n')}\r\n`) as unknown[]);
  ICAL.TimezoneService.register(component);
  const tzid = String(component.getFirstPropertyValue('tzid'));
  return { component, zone: ICAL.TimezoneService.get(tzid) };
}

const observances = (component: ICAL.Component) =>
  component.getAllSubcomponents().map((observance) => ({
    kind: observance.name,
    start: String(observance.getFirstPropertyValue('dtstart')),
    from: String(observance.getFirstPropertyValue('tzoffsetfrom')),
    to: String(observance.getFirstPropertyValue('tzoffsetto')),
    name: observance.getFirstPropertyValue('tzname'),
  }));

/** Temporal's offset changes over [from, to], with the one in force on `from`: what the VTIMEZONE must hold. */
function transitions(timeZone: string, from: string, to: string): Temporal.Instant[] {
  const end = Temporal.PlainDate.from(to).add({ days: 1 }).toZonedDateTime(timeZone).toInstant();
  const found: Temporal.Instant[] = [];
  let at: Temporal.ZonedDateTime | null = Temporal.PlainDate.from(from).toZonedDateTime(timeZone).getTimeZoneTransition('previous');
  if (at) found.push(at.toInstant());
  at = (at ?? Temporal.PlainDate.from(from).toZonedDateTime(timeZone)).getTimeZoneTransition('next');
  for (; at && Temporal.Instant.compare(at.toInstant(), end) < 0; at = at.getTimeZoneTransition('next')) found.push(at.toInstant());
  return found;
}

const ZONES = [
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Lord_Howe', // half-hour daylight saving
  'Australia/Adelaide',
  'Pacific/Chatham', // +12:45 / +13:45
  'America/New_York',
  'America/St_Johns', // -03:30
  'Europe/London',
  'Europe/Dublin',
  'Asia/Kolkata',
  'UTC',
];

afterEach(() => ICAL.TimezoneService.reset());

describe('the VTIMEZONE built from Temporal', () => {
  it("gives Melbourne's 2026 the summer time in force on 1 January and both changes, as the clock read before each", () => {
    const { component } = zoneOf(vtimezoneLines('Australia/Melbourne', Temporal.PlainDate.from('2026-01-01'), Temporal.PlainDate.from('2026-12-31')));
    expect(component.getFirstPropertyValue('tzid')).toBe('Australia/Melbourne');
    expect(observances(component)).toEqual([
      { kind: 'daylight', start: '2025-10-05T02:00:00', from: '+10:00', to: '+11:00', name: 'AEDT' },
      { kind: 'standard', start: '2026-04-05T03:00:00', from: '+11:00', to: '+10:00', name: 'AEST' },
      { kind: 'daylight', start: '2026-10-04T02:00:00', from: '+10:00', to: '+11:00', name: 'AEDT' },
    ]);
  });

  it('gives a zone without daylight saving one STANDARD', () => {
    const brisbane = observances(zoneOf(vtimezoneLines('Australia/Brisbane', Temporal.PlainDate.from('2026-01-01'), Temporal.PlainDate.from('2027-12-31'))).component);
    expect(brisbane.map(({ kind, to }) => ({ kind, to }))).toEqual([{ kind: 'standard', to: '+10:00' }]);
    const utc = observances(zoneOf(vtimezoneLines('UTC', Temporal.PlainDate.from('2026-01-01'), Temporal.PlainDate.from('2026-12-31'))).component);
    expect(utc).toEqual([{ kind: 'standard', start: '1970-01-01T00:00:00', from: '+00:00', to: '+00:00', name: 'UTC' }]);
  });

  it.each(ZONES)('holds one observance per Temporal offset change of %s, with the offsets either side of it', (timeZone) => {
    const { component } = zoneOf(vtimezoneLines(timeZone, Temporal.PlainDate.from('2025-01-01'), Temporal.PlainDate.from('2027-12-31')));
    const expected = transitions(timeZone, '2025-01-01', '2027-12-31');
    const found = component.getAllSubcomponents();
    expect(found).toHaveLength(Math.max(expected.length, 1));
    expected.forEach((instant, i) => {
      const observance = found[i]!;
      const from = observance.getFirstPropertyValue('tzoffsetfrom') as ICAL.UtcOffset;
      const to = observance.getFirstPropertyValue('tzoffsetto') as ICAL.UtcOffset;
      const before = instant.subtract({ nanoseconds: 1 }).toZonedDateTimeISO(timeZone);
      const after = instant.toZonedDateTimeISO(timeZone);
      expect(from.toSeconds()).toBe(before.offsetNanoseconds / 1e9);
      expect(to.toSeconds()).toBe(after.offsetNanoseconds / 1e9);
      // DTSTART is the wall time of the change on the clock before it: minus that offset, the instant.
      const start = observance.getFirstPropertyValue('dtstart') as ICAL.Time;
      const wall = Temporal.PlainDateTime.from(start.toString());
      expect(wall.toZonedDateTime('UTC').toInstant().subtract({ seconds: from.toSeconds() }).toString()).toBe(instant.toString());
      expect(observance.name).toBe(after.offsetNanoseconds > before.offsetNanoseconds ? 'daylight' : 'standard');
    });
  });

  // Only wall time to instant, what a client does with DTSTART;TZID: ical.js's own instant-to-wall-time
  // conversion reads VTIMEZONE start times as if they were UTC (kewisch/ical.js#847).
  it.each(ZONES)('makes ical.js turn every unambiguous wall time of %s over the span into the instant Temporal does', (timeZone) => {
    const { zone } = zoneOf(vtimezoneLines(timeZone, Temporal.PlainDate.from('2025-01-01'), Temporal.PlainDate.from('2027-12-31')));
    let checked = 0;
    for (let day = Temporal.PlainDate.from('2025-01-01'); Temporal.PlainDate.compare(day, Temporal.PlainDate.from('2027-12-31')) <= 0; day = day.add({ days: 1 })) {
      for (const hour of [0, 2, 3, 9, 12]) {
        const wall = day.toPlainDateTime({ hour, minute: 30 });
        const earlier = wall.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
        if (!earlier.equals(wall.toZonedDateTime(timeZone, { disambiguation: 'later' }))) continue; // skipped or repeated: see the calendar's spec
        const time = ICAL.Time.fromData({ year: wall.year, month: wall.month, day: wall.day, hour, minute: 30, second: 0 }, zone);
        expect(time.toUnixTime()).toBe(earlier.epochMilliseconds / 1000);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(5000);
  });

  it('covers whole years it is asked for, the change in force before the first day included', () => {
    const starts = observances(zoneOf(vtimezoneLines('Europe/London', Temporal.PlainDate.from('2024-03-31'), Temporal.PlainDate.from('2024-10-27'))).component).map((o) => o.start);
    // London's 2024 changes are at 01:00 GMT on 31 March and 02:00 BST on 27 October.
    expect(starts).toEqual(['2023-10-29T02:00:00', '2024-03-31T01:00:00', '2024-10-27T02:00:00']);
  });
});
