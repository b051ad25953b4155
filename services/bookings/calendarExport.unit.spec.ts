import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { exportBookings } from './calendarExport.js';
import { calendarBooking as booking } from '../../infra/testing/fixtures/records.js';

/** Two-, three- and four-octet characters and every character TEXT escapes, about 5,000 characters long. */
const longName = 'Zoë 山田, Ōtaki; back\\slash 🚗🚙 '.repeat(180).trim();

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((event) => ({
    summary: event.getFirstPropertyValue('summary'),
    description: event.getFirstPropertyValue('description'),
    start: String(event.getFirstPropertyValue('dtstart')),
    status: event.getFirstPropertyValue('status'),
  }));
}

describe('the calendar export', () => {
  it('round-trips a long multi-byte name with commas, semicolons and backslashes exactly through an iCalendar parser', () => {
    const [event] = parse(exportBookings([booking({ fullName: longName })], 'Australia/Melbourne'));
    expect(event!.summary).toBe(`Full Detail, Wax - ${longName}`);
    expect(event!.description).toBe(
      [`Customer: ${longName}`, 'Vehicle: UTE 2024 ABC123', 'Phone: 0400 111 222', 'Email: jo@example.com', 'Status: approved'].join('\n'),
    );
  });

  it('writes each booking as a UTC start, CONFIRMED unless cancelled', () => {
    const events = parse(
      exportBookings([booking(), booking({ id: 'b2', status: 'cancelled', fullName: 'Sam' })], 'Australia/Melbourne'),
    );
    expect(events.map((e) => e.status)).toEqual(['CONFIRMED', 'CANCELLED']);
    // 09:30 in Melbourne in December (AEDT, +11:00) is 22:30 UTC the day before.
    expect(events[0]!.start).toBe('2026-11-30T22:30:00Z');
    expect(events[1]!.summary).toBe('Full Detail, Wax - Sam');
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
