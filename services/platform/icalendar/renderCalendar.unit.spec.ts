import fc from 'fast-check';
import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it } from 'vitest';
import { renderCalendar, type FeedCalendar, type FeedEvent } from './renderCalendar.js';

const MELBOURNE = 'Australia/Melbourne';
const NOW = Temporal.Instant.from('2026-03-01T00:00:00Z');

function event(overrides: Partial<FeedEvent> = {}): FeedEvent {
  return {
    uid: 'b1@detailing-feed',
    sequence: 3,
    stamp: Temporal.Instant.from('2026-03-01T10:15:30Z'),
    lastModified: Temporal.Instant.from('2026-02-27T08:00:00Z'),
    start: Temporal.PlainDateTime.from('2026-03-12T09:30'),
    end: Temporal.PlainDateTime.from('2026-03-12T12:30'),
    summary: 'Full Detail, Wax - Jo',
    description: 'Vehicle: UTE 2024\nRego: ABC123',
    status: 'CONFIRMED',
    priority: 1,
    ...overrides,
  };
}

function calendar(events: FeedEvent[], overrides: Partial<FeedCalendar> = {}): FeedCalendar {
  return {
    productId: '-//Detailing//Bookings feed//EN',
    name: 'Shine Bookings',
    timeZone: MELBOURNE,
    refreshInterval: Temporal.Duration.from({ hours: 1 }),
    events,
    now: NOW,
    ...overrides,
  };
}

/** The calendar as a client reads it: UTF-8 bytes decoded strictly, parsed by ical.js, its VTIMEZONE registered. */
function parse(ics: string): ICAL.Component {
  const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(ics, 'utf8'));
  const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return root;
}

// X-WR-CALNAME is TEXT to the clients that read it (Apple's, Google's); ical.js learns so here.
ICAL.design.icalendar.property['x-wr-calname'] = { defaultType: 'text' };

const events = (root: ICAL.Component) => root.getAllSubcomponents('vevent');

/** An event's DTSTART and DTEND as UTC instants, the way ical.js works them out from TZID and the VTIMEZONE. */
function instants(vevent: ICAL.Component): [string, string] {
  const at = (name: string) => {
    const time = vevent.getFirstPropertyValue(name) as ICAL.Time;
    expect(time.zone?.tzid).toBe(MELBOURNE); // the file's VTIMEZONE, not floating time
    return Temporal.Instant.fromEpochMilliseconds(time.toUnixTime() * 1000).toString();
  };
  return [at('dtstart'), at('dtend')];
}

const at = (start: string, end: string) => event({ start: Temporal.PlainDateTime.from(start), end: Temporal.PlainDateTime.from(end) });

const inMelbourne = (wall: string, disambiguation: 'compatible' | 'earlier' | 'later' = 'compatible') =>
  Temporal.PlainDateTime.from(wall).toZonedDateTime(MELBOURNE, { disambiguation }).toInstant().toString();

afterEach(() => ICAL.TimezoneService.reset());

describe('renderCalendar', () => {
  it('writes the calendar properties Apple, Google and Outlook read', () => {
    const ics = renderCalendar(calendar([event()]));
    expect(ics).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    const root = parse(ics);
    expect(root.name).toBe('vcalendar');
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstPropertyValue('prodid')).toBe('-//Detailing//Bookings feed//EN');
    expect(root.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(root.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Shine Bookings');
    expect(root.getFirstPropertyValue('x-wr-timezone')).toBe(MELBOURNE);
    const refresh = root.getFirstProperty('refresh-interval')!;
    expect(refresh.type).toBe('duration'); // from VALUE=DURATION
    expect(String(refresh.getFirstValue())).toBe('PT1H');
    expect(root.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');
    expect(root.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([MELBOURNE]);
  });

  it('writes each event with its UID, stamps, sequence, zoned times, text, status, priority and TRANSP', () => {
    const ics = renderCalendar(calendar([event(), event({ uid: 'b2@detailing-feed', status: 'CANCELLED', priority: 5, sequence: 0 })]));
    expect(ics).toContain('\r\nDTSTART;TZID=Australia/Melbourne:20260312T093000\r\n');
    expect(ics).toContain('\r\nDTEND;TZID=Australia/Melbourne:20260312T123000\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20260301T101530Z\r\n');
    const [first, second] = events(parse(ics));
    expect(first!.getFirstPropertyValue('uid')).toBe('b1@detailing-feed');
    expect(String(first!.getFirstPropertyValue('dtstamp'))).toBe('2026-03-01T10:15:30Z');
    expect(String(first!.getFirstPropertyValue('last-modified'))).toBe('2026-02-27T08:00:00Z');
    expect(first!.getFirstPropertyValue('sequence')).toBe(3);
    expect(first!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(MELBOURNE);
    expect(instants(first!)).toEqual([inMelbourne('2026-03-12T09:30'), inMelbourne('2026-03-12T12:30')]);
    expect(first!.getFirstPropertyValue('summary')).toBe('Full Detail, Wax - Jo');
    expect(first!.getFirstPropertyValue('description')).toBe('Vehicle: UTE 2024\nRego: ABC123');
    expect(first!.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(first!.getFirstPropertyValue('priority')).toBe(1);
    expect(first!.getFirstPropertyValue('transp')).toBe('OPAQUE');
    expect([second!.getFirstPropertyValue('uid'), second!.getFirstPropertyValue('status'), second!.getFirstPropertyValue('priority'), second!.getFirstPropertyValue('sequence')]).toEqual([
      'b2@detailing-feed',
      'CANCELLED',
      5,
      0,
    ]);
  });

  it('ends every line, the last too, in CRLF and writes no bare line feed', () => {
    const ics = renderCalendar(calendar([event({ description: 'one\ntwo\r\nthree\rfour' })]));
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes a valid calendar with its VTIMEZONE when there are no events', () => {
    const root = parse(renderCalendar(calendar([])));
    expect(events(root)).toEqual([]);
    expect(root.getFirstSubcomponent('vtimezone')!.getAllSubcomponents().length).toBeGreaterThan(0);
  });

  it('writes no refresh properties for a file downloaded once (no refresh interval)', () => {
    const ics = renderCalendar(calendar([event()], { refreshInterval: undefined }));
    expect(ics).not.toMatch(/REFRESH-INTERVAL|X-PUBLISHED-TTL/);
    expect(events(parse(ics))).toHaveLength(1);
  });

  it('writes other refresh intervals as RFC 5545 durations', () => {
    const interval = (refreshInterval: Temporal.Duration) =>
      String(parse(renderCalendar(calendar([], { refreshInterval }))).getFirstPropertyValue('x-published-ttl'));
    expect(interval(Temporal.Duration.from({ minutes: 30 }))).toBe('PT30M');
    expect(interval(Temporal.Duration.from({ days: 1, hours: 2 }))).toBe('P1DT2H');
    expect(interval(Temporal.Duration.from({ minutes: 90 }))).toBe('PT1H30M');
  });

  describe('its VTIMEZONE', () => {
    const changes = (ics: string) =>
      parse(ics)
        .getFirstSubcomponent('vtimezone')!
        .getAllSubcomponents()
        .map((observance) => String(observance.getFirstPropertyValue('dtstart')).slice(0, 10));

    it("covers the earliest event's year to the latest's", () => {
      const found = changes(renderCalendar(calendar([at('2024-06-01T09:00', '2024-06-01T11:00'), at('2028-02-01T09:00', '2028-02-01T11:00')])));
      expect(found).toEqual([
        ...['2023-10-01', '2024-04-07', '2024-10-06', '2025-04-06', '2025-10-05', '2026-04-05'],
        ...['2026-10-04', '2027-04-04', '2027-10-03', '2028-04-02', '2028-10-01'],
      ]);
    });

    it('covers the current year though every event is earlier', () => {
      const now = Temporal.Instant.from('2025-07-01T00:00:00Z');
      const found = changes(renderCalendar(calendar([at('2024-06-01T09:00', '2024-06-01T11:00')], { now })));
      expect(found).toEqual(['2023-10-01', '2024-04-07', '2024-10-06', '2025-04-06', '2025-10-05']);
    });

    it('is one STANDARD for a zone without daylight saving', () => {
      const root = parse(renderCalendar(calendar([event()], { timeZone: 'Australia/Brisbane' })));
      const observances = root.getFirstSubcomponent('vtimezone')!.getAllSubcomponents();
      expect(observances.map((o) => [o.name, String(o.getFirstPropertyValue('tzoffsetto'))])).toEqual([['standard', '+10:00']]);
      const time = events(root)[0]!.getFirstPropertyValue('dtstart') as ICAL.Time;
      expect(Temporal.Instant.fromEpochMilliseconds(time.toUnixTime() * 1000).toString()).toBe('2026-03-11T23:30:00Z');
    });
  });

  describe("around Melbourne's daylight-saving changes (DTSTART with TZID: the client resolves the wall time)", () => {
    const read = (start: string, end: string) => instants(events(parse(renderCalendar(calendar([at(start, end)]))))[0]!);

    it('reads times either side of both changes as Temporal does', () => {
      for (const [start, end] of [
        ['2026-04-05T00:30', '2026-04-05T01:59'],
        ['2026-04-05T03:00', '2026-04-05T05:00'],
        ['2026-10-04T00:30', '2026-10-04T01:59'],
        ['2026-10-04T03:00', '2026-10-04T05:00'],
        ['2026-07-15T09:30', '2026-07-15T11:30'],
        ['2026-12-24T09:30', '2026-12-24T11:30'],
      ] as const) {
        expect(read(start, end)).toEqual([inMelbourne(start), inMelbourne(end)]);
      }
    });

    it('makes an event across the April change an hour longer and one across the October change an hour shorter', () => {
      expect(read('2026-04-05T01:00', '2026-04-05T04:00')).toEqual(['2026-04-04T14:00:00Z', '2026-04-04T18:00:00Z']);
      expect(read('2026-04-05T01:00', '2026-04-05T04:00')).toEqual([inMelbourne('2026-04-05T01:00'), inMelbourne('2026-04-05T04:00')]);
      expect(read('2026-10-04T01:00', '2026-10-04T04:00')).toEqual(['2026-10-03T15:00:00Z', '2026-10-03T17:00:00Z']);
      expect(read('2026-10-04T01:00', '2026-10-04T04:00')).toEqual([inMelbourne('2026-10-04T01:00'), inMelbourne('2026-10-04T04:00')]);
    });

    // 02:00-02:59 on 5 April 2026 happens twice. RFC 5545 §3.3.5 means the first (AEDT, +11:00), which
    // is Temporal's 'compatible'; ical.js, like libical, prefers standard time: the second (AEST, +10:00).
    it('reads a repeated wall time (02:30 on 5 April) as the second occurrence, in standard time, as ical.js does', () => {
      const [start] = read('2026-04-05T02:30', '2026-04-05T04:30');
      expect(start).toBe('2026-04-04T16:30:00Z');
      expect(start).toBe(inMelbourne('2026-04-05T02:30', 'later'));
      expect(start).not.toBe(inMelbourne('2026-04-05T02:30'));
    });

    // 02:00-02:59 on 4 October 2026 does not exist. RFC 5545 §3.3.5 reads it with the offset before the
    // gap (+10:00, i.e. 03:30 AEDT), which is Temporal's 'compatible'; ical.js applies the offset after
    // the gap (+11:00), landing an hour earlier, on 01:30 AEST, Temporal's 'earlier'.
    it('reads a skipped wall time (02:30 on 4 October) with the offset after the gap, as ical.js does', () => {
      const [start, end] = read('2026-10-04T02:30', '2026-10-04T04:30');
      expect(start).toBe('2026-10-03T15:30:00Z');
      expect(start).toBe(inMelbourne('2026-10-04T02:30', 'earlier'));
      expect(start).not.toBe(inMelbourne('2026-10-04T02:30'));
      expect(end).toBe(inMelbourne('2026-10-04T04:30'));
    });
  });

  describe('its text', () => {
    const tricky = 'Zoë 山田, Ōtaki; back\\slash "quoted" 🚗🚙 명함\nsecond line\r\nthird, ; \\n literal';

    it('reads back summary, description, name and UID exactly, commas, semicolons, backslashes, line breaks, emoji and CJK included', () => {
      const root = parse(renderCalendar(calendar([event({ uid: 'b;1,x\\@feed', summary: tricky, description: tricky.repeat(20) })], { name: `${tricky} Bookings` })));
      const normalised = tricky.replace(/\r\n/g, '\n');
      expect(root.getFirstPropertyValue('x-wr-calname')).toBe(`${normalised} Bookings`);
      const [read] = events(root);
      expect(read!.getFirstPropertyValue('uid')).toBe('b;1,x\\@feed');
      expect(read!.getFirstPropertyValue('summary')).toBe(normalised);
      expect(read!.getFirstPropertyValue('description')).toBe(normalised.repeat(20));
    });

    it('keeps every physical line within 75 octets of whole UTF-8 characters', () => {
      const bytes = Buffer.from(renderCalendar(calendar([event({ summary: tricky.repeat(10), description: `${'é'.repeat(300)}${'🚗'.repeat(100)}` })])), 'utf8');
      const decoder = new TextDecoder('utf-8', { fatal: true });
      let count = 0;
      for (let start = 0; start < bytes.length; count += 1) {
        const end = bytes.indexOf('\r\n', start);
        expect(end).toBeGreaterThanOrEqual(start);
        const line = bytes.subarray(start, end);
        expect(line.length).toBeLessThanOrEqual(75);
        expect(() => decoder.decode(line)).not.toThrow();
        start = end + 2;
      }
      expect(count).toBeGreaterThan(30);
    });

    it('round-trips any summary and description', () => {
      const text = fc.string({ unit: 'binary', maxLength: 200 });
      fc.assert(
        fc.property(text, text, (summary, description) => {
          const ics = renderCalendar(calendar([event({ summary, description })]));
          for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
          const kept = (value: string) => value.replace(/\r\n|\r/g, '\n').replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '');
          const [read] = events(parse(ics));
          expect(read!.getFirstPropertyValue('summary')).toBe(kept(summary));
          expect(read!.getFirstPropertyValue('description')).toBe(kept(description));
        }),
        { numRuns: 200 },
      );
    });
  });

  it('quotes the TZID of a fixed-offset zone, whose colon would otherwise end the parameter', () => {
    const ics = renderCalendar(calendar([event()], { timeZone: '+10:00' }));
    expect(ics).toContain('\r\nDTSTART;TZID="+10:00":20260312T093000\r\n');
    const time = events(parse(ics))[0]!.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(time.zone?.tzid).toBe('+10:00');
    expect(Temporal.Instant.fromEpochMilliseconds(time.toUnixTime() * 1000).toString()).toBe('2026-03-11T23:30:00Z');
  });

  it('refuses a zone the time-zone database does not know, a priority outside 0..9 and a negative sequence', () => {
    expect(() => renderCalendar(calendar([], { timeZone: 'Mars/Olympus' }))).toThrow(RangeError);
    expect(() => renderCalendar(calendar([event({ priority: 10 })]))).toThrow(RangeError);
    expect(() => renderCalendar(calendar([event({ sequence: -1 })]))).toThrow(RangeError);
  });
});
