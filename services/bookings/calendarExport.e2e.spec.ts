import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';

const ZONE = 'Australia/Melbourne';
/** Commas, semicolons, a backslash, and two-, three- and four-octet characters, long enough to fold. */
const TRICKY_NAME = 'Zoë 山田; back\\slash, Ōtaki 🚗 Wolfeschlegelsteinhausenbergerdorff';

let app: TestApp;
let admin: HttpSession;
let serviceIds: number[];
/** A date `days` after today in the business time zone: the file's contents never depend on the day it runs. */
const inDays = (days: number) => Temporal.PlainDate.from(todayIn(ZONE)).add({ days }).toString();

async function newBooking(date: string, fullName: string) {
  const response = await admin.request('POST', '/api/bookings', {
    fullName,
    email: 'jo@example.com',
    mobile: '0400 000 000',
    date,
    time: '10:00',
    vehicleType: 'UTE',
    modelYear: 2024,
    vehicleRego: 'ABC123',
    serviceIds,
  });
  expect(response.status).toBe(201);
  return response.json as { id: string };
}

const download = async (path: string) => {
  const file = await admin.fetchBytes(path);
  expect(file.status).toBe(200);
  return file;
};

/** The file as a client reads it: strict UTF-8, parsed by ical.js with its own VTIMEZONE registered. */
function parse(bytes: Buffer) {
  const root = new ICAL.Component(ICAL.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown[]);
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return root;
}
const instant = (time: ICAL.Time) => Temporal.Instant.fromEpochMilliseconds(time.toUnixTime() * 1000);
const physicalLines = (bytes: Buffer) => {
  const lines: Buffer[] = [];
  for (let start = 0; start < bytes.length; ) {
    const end = bytes.indexOf('\r\n', start);
    expect(end).toBeGreaterThanOrEqual(start); // every line, the last too, ends in CRLF
    lines.push(bytes.subarray(start, end));
    start = end + 2;
  }
  return lines;
};

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  serviceIds = await createServices(admin, 2);
});
afterAll(() => app?.close());
afterEach(() => ICAL.TimezoneService.reset());

describe('GET /api/bookings/calendar.ics', () => {
  it('is automotive-bookings.ics: the bookings in the range as 2-hour events at their time in the business time zone, CANCELLED when cancelled', async () => {
    const [first, second, outside] = [inDays(40), inDays(41), inDays(42)];
    const kept = await newBooking(first, 'Ivy Calendar');
    const cancelled = await newBooking(second, 'Cal Cancelled');
    await newBooking(outside, 'Otto Outside');
    expect((await admin.graphql(`mutation($id: ID!) { cancelBooking(id: $id) { status } }`, { id: cancelled.id })).json.errors).toBeUndefined();

    const file = await download(`/api/bookings/calendar.ics?from=${first}&to=${second}`);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="automotive-bookings.ics"');
    const text = file.bytes.toString('utf8');
    expect(text).toContain(`\r\nDTSTART;TZID=${ZONE}:${first.replace(/-/g, '')}T100000\r\n`);
    expect(text).toContain(`\r\nDTEND;TZID=${ZONE}:${first.replace(/-/g, '')}T120000\r\n`);

    const root = parse(file.bytes);
    expect(root.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([ZONE]);
    const events = root.getAllSubcomponents('vevent').map((event) => ({
      uid: event.getFirstPropertyValue('uid'),
      summary: event.getFirstPropertyValue('summary'),
      status: event.getFirstPropertyValue('status'),
      start: instant(event.getFirstPropertyValue('dtstart') as ICAL.Time).toString(),
      hours: instant(event.getFirstPropertyValue('dtend') as ICAL.Time).since(instant(event.getFirstPropertyValue('dtstart') as ICAL.Time)).total('hours'),
    }));
    const tenOn = (date: string) => Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: ZONE, plainTime: '10:00' }).toInstant().toString();
    expect(events).toEqual([
      { uid: `${kept.id}@automotive-bookings`, summary: 'Detail package 1, Detail package 2 - Ivy Calendar', status: 'CONFIRMED', start: tenOn(first), hours: 2 },
      { uid: `${cancelled.id}@automotive-bookings`, summary: 'Detail package 1, Detail package 2 - Cal Cancelled', status: 'CANCELLED', start: tenOn(second), hours: 2 },
    ]);
    expect(root.getAllSubcomponents('vevent')[0]!.getFirstPropertyValue('description')).toBe(
      ['Customer: Ivy Calendar', 'Vehicle: UTE 2024 ABC123', 'Phone: 0400 000 000', 'Email: jo@example.com', 'Status: pending'].join('\n'),
    );
  });

  it('escapes commas, semicolons, backslashes and line breaks, and folds every line at 75 octets of whole UTF-8 characters', async () => {
    const date = inDays(50);
    const booking = await newBooking(date, TRICKY_NAME);
    const file = await download(`/api/bookings/calendar.ics?from=${date}&to=${date}`);
    const unfolded = file.bytes.toString('utf8').replace(/\r\n /g, '');
    expect(unfolded).toContain(`\r\nSUMMARY:Detail package 1\\, Detail package 2 - Zoë 山田\\; back\\\\slash\\, Ōtaki 🚗 Wolfeschlegelsteinhausenbergerdorff\r\n`);
    expect(unfolded).toContain(`\r\nDESCRIPTION:Customer: Zoë 山田\\; back\\\\slash\\, Ōtaki 🚗 Wolfeschlegelsteinhausenbergerdorff\\nVehicle: UTE 2024 ABC123\\nPhone:`);

    const lines = physicalLines(file.bytes);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(75);
      expect(() => decoder.decode(line)).not.toThrow();
    }
    expect(lines.filter((line) => line[0] === 0x20).length).toBeGreaterThan(2); // the summary and description did fold

    const [event] = parse(file.bytes).getAllSubcomponents('vevent');
    expect(event!.getFirstPropertyValue('uid')).toBe(`${booking.id}@automotive-bookings`);
    expect(event!.getFirstPropertyValue('summary')).toBe(`Detail package 1, Detail package 2 - ${TRICKY_NAME}`);
    expect(String(event!.getFirstPropertyValue('description')).split('\n')[0]).toBe(`Customer: ${TRICKY_NAME}`);
  });

  it('gives each booking the same UID and the same bytes in every export until it changes', async () => {
    const date = inDays(60);
    const booking = await newBooking(date, 'Stable Stan');
    const path = `/api/bookings/calendar.ics?from=${date}&to=${date}`;
    const [first, again] = [await download(path), await download(path)];
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const uids = (bytes: Buffer) => parse(bytes).getAllSubcomponents('vevent').map((event) => event.getFirstPropertyValue('uid'));
    expect(uids(first.bytes)).toEqual([`${booking.id}@automotive-bookings`]);

    expect((await admin.request('PATCH', `/api/bookings/${booking.id}`, { status: 'approved' })).status).toBe(200);
    const changed = await download(path);
    expect(uids(changed.bytes)).toEqual(uids(first.bytes));
    const sequence = (bytes: Buffer) => parse(bytes).getAllSubcomponents('vevent')[0]!.getFirstPropertyValue('sequence') as unknown as number;
    expect(sequence(changed.bytes)).toBeGreaterThan(sequence(first.bytes));
  });

  it("is written by the same iCalendar writer as the calendar feed's download: the same PRODID and calendar properties", async () => {
    const date = inDays(70);
    await newBooking(date, 'Feed Fay');
    const bookings = parse((await download(`/api/bookings/calendar.ics?from=${date}&to=${date}`)).bytes);
    const feed = parse((await download('/api/calendar/export.ics')).bytes);
    for (const property of ['version', 'prodid', 'calscale', 'method', 'x-wr-timezone']) {
      expect(bookings.getFirstPropertyValue(property)).toBe(feed.getFirstPropertyValue(property));
    }
  });
});
