import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it } from 'vitest';
import { exportBookings } from './calendarExport.js';
import { calendarBooking as booking } from '../../infra/testing/fixtures/records.js';

/** Two-, three- and four-octet characters and every character TEXT escapes, about 5,000 characters long. */
const longName = 'Zoë 山田, Ōtaki; back\\slash 🚗🚙 '.repeat(180).trim();

/** The events as a client reads them: the file's VTIMEZONE registered, times as UTC instants. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const instant = (time: ICAL.Time) => new Date(time.toUnixTime() * 1000).toISOString();
  return calendar.getAllSubcomponents('vevent').map((event) => ({
    summary: event.getFirstPropertyValue('summary'),
    description: event.getFirstPropertyValue('description'),
    tzid: event.getFirstProperty('dtstart')!.getParameter('tzid'),
    start: instant(event.getFirstPropertyValue('dtstart') as ICAL.Time),
    end: instant(event.getFirstPropertyValue('dtend') as ICAL.Time),
    status: event.getFirstPropertyValue('status'),
    priority: event.getFirstPropertyValue('priority'),
  }));
}

afterEach(() => ICAL.TimezoneService.reset());

describe('the calendar export', () => {
  it('round-trips a long multi-byte name with commas, semicolons and backslashes exactly through an iCalendar parser', () => {
    const [event] = parse(exportBookings([booking({ fullName: longName })], 'Australia/Melbourne'));
    expect(event!.summary).toBe(`Full Detail, Wax - ${longName}`);
    expect(event!.description).toBe(
      [`Customer: ${longName}`, 'Vehicle: UTE 2024 ABC123', 'Phone: 0400 111 222', 'Email: jo@example.com', 'Status: approved'].join('\n'),
    );
  });

  it('writes each booking at its time in the business time zone for 2 hours, CONFIRMED unless cancelled, priority 1 when approved', () => {
    const events = parse(
      exportBookings([booking(), booking({ id: 'b2', status: 'cancelled', fullName: 'Sam' })], 'Australia/Melbourne'),
    );
    expect(events.map((e) => [e.status, e.priority])).toEqual([
      ['CONFIRMED', 1],
      ['CANCELLED', 5],
    ]);
    expect(events[0]!.tzid).toBe('Australia/Melbourne');
    // 09:30 in Melbourne in December (AEDT, +11:00) is 22:30 UTC the day before.
    expect([events[0]!.start, events[0]!.end]).toEqual(['2026-11-30T22:30:00.000Z', '2026-12-01T00:30:00.000Z']);
    expect(events[1]!.summary).toBe('Full Detail, Wax - Sam');
  });

  it('lasts 2 hours of real time across a daylight-saving change', () => {
    // Clocks go forward at 02:00 on 4 October 2026 in Melbourne: 01:30 to 04:30 on the wall.
    const [event] = parse(exportBookings([booking({ date: '2026-10-04', time: '01:30' })], 'Australia/Melbourne'));
    expect([event!.start, event!.end]).toEqual(['2026-10-03T15:30:00.000Z', '2026-10-03T17:30:00.000Z']);
  });

  it('gives the same booking the same bytes and UID in every export', () => {
    const now = Temporal.Instant.from('2026-11-29T00:00:00Z');
    const first = exportBookings([booking()], 'Australia/Melbourne', now);
    expect(exportBookings([booking()], 'Australia/Melbourne', now)).toBe(first);
    expect(first).toContain(`\r\nUID:${booking().id}@automotive-bookings\r\n`);
  });

  it('escapes backslash, semicolon, comma and line breaks in the text it writes', () => {
    const ics = exportBookings([booking({ fullName: 'A\\B;C,D\nE' })], 'Australia/Melbourne');
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Full Detail\\, Wax - A\\\\B\\;C\\,D\\nE\r\n');
    expect(parse(ics)[0]!.summary).toBe('Full Detail, Wax - A\\B;C,D\nE');
  });

  it('folds every line at 75 octets with CRLF and a space, never inside a UTF-8 character', () => {
    const bytes = Buffer.from(exportBookings([booking({ fullName: longName })], 'Australia/Melbourne'), 'utf8');
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const lines: Buffer[] = [];
    for (let start = 0; start < bytes.length; ) {
      const end = bytes.indexOf('\r\n', start);
      expect(end).toBeGreaterThanOrEqual(0); // every line, the last too, ends in CRLF
      lines.push(bytes.subarray(start, end));
      start = end + 2;
    }
    expect(lines.length).toBeGreaterThan(100);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(75);
      expect(() => decoder.decode(line)).not.toThrow();
    }
    const continuations = lines.filter((line) => line[0] === 0x20);
    expect(continuations.length).toBeGreaterThan(90);
    expect(lines.some((line) => line[0] === 0x09)).toBe(false);
  });
});
