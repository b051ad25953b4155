import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf, todayIn } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { storeSnapshot } from '../../infra/testing/storeSnapshot.js';

let app: TestApp;
let admin: HttpSession;
let serviceId: number;

beforeAll(async () => {
  app = await startTestApp({ roles: ['api', 'projector'] });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  [serviceId] = (await createServices(admin, 1)) as [number];
});
afterAll(() => app?.close());

const bookingOn = async (date: string, fullName: string): Promise<string> => {
  const response = await admin.request('POST', '/api/bookings', {
    fullName,
    email: 'zone@example.com',
    mobile: '0400 000 000',
    date,
    time: '10:00',
    vehicleType: 'Sedan/Hatch',
    modelYear: 2024,
    serviceIds: [serviceId],
  });
  expect(response.status).toBe(201);
  return response.json.id;
};

const todaysBookingIds = async (): Promise<string[]> => {
  const response = await admin.graphql('{ todaysBookings { id } dashboardSummary { todaysBookings } }');
  expect(response.json.errors).toBeUndefined();
  expect(response.json.data.dashboardSummary.todaysBookings).toBe(response.json.data.todaysBookings.length);
  return response.json.data.todaysBookings.map((b: { id: string }) => b.id);
};

/** The date an invoice issued now without one is given. */
const defaultInvoiceDate = async (): Promise<string> => {
  const response = await admin.request('POST', '/api/invoices', { type: 'invoice', customer: { fullName: 'Jo' }, items: [{ name: 'Wash', price: 10 }] });
  expect(response.status).toBe(201);
  return response.json.invoiceDate;
};

/** The UTC start the calendar export gives a booking, as `YYYYMMDDTHHMMSSZ`. */
const exportedStart = async (bookingId: string): Promise<string | undefined> => {
  const ics = (await admin.request('GET', '/api/bookings/calendar.ics')).text.replace(/\r\n[ \t]/g, '');
  const event = ics.split('BEGIN:VEVENT').find((e) => e.includes(`UID:${bookingId}@`));
  // A wall time in the zone TZID names (the file's VTIMEZONE describes it).
  const [, zone, wall] = /DTSTART;TZID=([^:\r]+):(\d{8}T\d{6})\r/.exec(event ?? '') ?? [];
  return zone && wall ? utcOf(Temporal.PlainDateTime.from(wall).toZonedDateTime(zone).toInstant()) : undefined;
};
const utcOf = (instant: Temporal.Instant) => instant.toString({ smallestUnit: 'second' }).replace(/[-:]/g, '');
const utcStamp = (date: string, time: string, zone: string) => utcOf(instantOf(date, time, zone));

describe('the business time zone setting', () => {
  it('is Australia/Melbourne until an admin changes it, for everyone to read', async () => {
    expect((await new HttpSession(app.url).request('GET', '/api/settings/business')).json.timeZone).toBe('Australia/Melbourne');
    const response = await new HttpSession(app.url).graphql('{ businessInfo { timeZone } }');
    expect(response.json.data.businessInfo.timeZone).toBe('Australia/Melbourne');
  });

  it("moves today's bookings, the dashboard, an invoice's default date and calendar export times to the zone chosen", async () => {
    const home = 'Australia/Melbourne';
    // UTC+14 and UTC-11 are 25 hours apart, so at any instant at least one of them is on another
    // date than Melbourne: a booking dated "today" there is never today in Melbourne.
    const away = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((zone) => todayIn(zone) !== todayIn(home))!;
    const homeBooking = await bookingOn(todayIn(home), 'Home Today');
    const awayBooking = await bookingOn(todayIn(away), 'Away Today');

    expect(await todaysBookingIds()).toEqual([homeBooking]);
    expect(await defaultInvoiceDate()).toBe(todayIn(home));
    expect(await exportedStart(homeBooking)).toBe(utcStamp(todayIn(home), '10:00', home));

    const saved = await admin.request('POST', '/api/settings/business', { timeZone: away });
    expect(saved.status).toBe(200);
    expect(saved.json.timeZone).toBe(away);

    expect(await todaysBookingIds()).toEqual([awayBooking]);
    expect(await defaultInvoiceDate()).toBe(todayIn(away));
    expect(await exportedStart(homeBooking)).toBe(utcStamp(todayIn(home), '10:00', away));
  });

  it('is saved over GraphQL too, spelled as the time zone database spells it', async () => {
    const response = await admin.graphql('mutation { saveBusinessInfo(input: { timeZone: "pacific/auckland" }) { timeZone businessName } }');
    expect(response.json.errors).toBeUndefined();
    expect(response.json.data.saveBusinessInfo.timeZone).toBe('Pacific/Auckland');
    expect((await admin.request('GET', '/api/settings/business')).json.timeZone).toBe('Pacific/Auckland');
  });

  it.each(['Mars/Olympus_Mons', '+13:00', ''])('refuses %j with 400 and the message, changing nothing', async (timeZone) => {
    const before = await storeSnapshot(app.db);
    const response = await admin.request('POST', '/api/settings/business', { timeZone });
    expect({ status: response.status, message: response.json.message }).toEqual({
      status: 400,
      message: 'Time zone must be a time zone name such as Pacific/Auckland',
    });
    expect(await storeSnapshot(app.db)).toEqual(before);
  });
});
