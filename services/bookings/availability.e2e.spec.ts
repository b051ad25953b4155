import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { clockFrom, wizardBooking } from './testing/wizard.js';

// 00:30 on Friday 4 December in Melbourne (AEDT, +11) is still Thursday 3 December in UTC.
const NOW = '2026-12-03T13:30:00Z';
const TODAY = '2026-12-04';

let app: TestApp;
let admin: HttpSession;
let serviceIds: number[];

beforeAll(async () => {
  app = await startTestApp({ clock: clockFrom(NOW), roles: ['api', 'projector'] });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  serviceIds = await createServices(admin, 1);
});
afterAll(() => app?.close());

const availability = async () => {
  const response = await new HttpSession(app.url).request('GET', '/api/bookings/availability');
  expect(response.status).toBe(200);
  return response;
};
const freeDates = async (): Promise<string[]> => (await availability()).json.dates;
const adminBooking = async (date: string, extra: Record<string, unknown> = {}) => {
  const response = await admin.request('POST', '/api/bookings', { ...wizardBooking(date, serviceIds), ...extra });
  expect(response.status).toBe(201);
  return response.json.id as string;
};

describe('GET /api/bookings/availability', () => {
  it('answers today in the business time zone, the weekdays of the next 30 days and the 18 slots, never cached', async () => {
    const response = await availability();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json.today).toBe(TODAY);
    expect(response.json.timeZone).toBe('Australia/Melbourne');
    const { dates } = response.json as { dates: string[] };
    // Tomorrow (Saturday 5) and Sunday 6 are the weekend; the window ends on today + 30 (Sunday 3 January).
    expect(dates[0]).toBe('2026-12-07');
    expect(dates.at(-1)).toBe('2027-01-01');
    expect(dates).not.toContain(TODAY);
    expect(dates).toHaveLength(20);
    expect(dates.every((d) => [1, 2, 3, 4, 5].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    expect(response.json.times).toHaveLength(18);
    expect(response.json.times.slice(0, 3)).toEqual(['8:00 AM', '8:30 AM', '9:00 AM']);
    expect(response.json.times.slice(-3)).toEqual(['3:30 PM', '4:00 PM', '4:30 PM']);
  });

  it('leaves out a day holding a booking; cancelling it frees the day, taking it back holds it again', async () => {
    const id = await adminBooking('2026-12-08');
    expect(await freeDates()).not.toContain('2026-12-08');
    expect((await admin.request('PATCH', `/api/bookings/${id}`, { status: 'cancelled' })).status).toBe(200);
    expect(await freeDates()).toContain('2026-12-08');
    expect((await admin.request('PATCH', `/api/bookings/${id}`, { status: 'approved' })).status).toBe(200);
    expect(await freeDates()).not.toContain('2026-12-08');
  });

  it('moves with a rescheduled booking and frees the day of a deleted one', async () => {
    const id = await adminBooking('2026-12-09');
    expect((await admin.request('PATCH', `/api/bookings/${id}`, { date: '2026-12-10' })).status).toBe(200);
    const dates = await freeDates();
    expect(dates).toContain('2026-12-09');
    expect(dates).not.toContain('2026-12-10');
    expect((await admin.request('DELETE', `/api/bookings/${id}`)).status).toBe(200);
    expect(await freeDates()).toContain('2026-12-10');
  });

  it('is not held by a booking created cancelled, nor by a second booking freed while another holds the day', async () => {
    await adminBooking('2026-12-11', { status: 'cancelled' });
    expect(await freeDates()).toContain('2026-12-11');
    const first = await adminBooking('2026-12-14');
    const second = await adminBooking('2026-12-14');
    expect((await admin.request('DELETE', `/api/bookings/${first}`)).status).toBe(200);
    expect(await freeDates()).not.toContain('2026-12-14');
    expect((await admin.request('PATCH', `/api/bookings/${second}`, { status: 'cancelled' })).status).toBe(200);
    expect(await freeDates()).toContain('2026-12-14');
  });

  it('answers the same through GraphQL, without a session', async () => {
    const rest = (await availability()).json;
    const response = await new HttpSession(app.url).graphql('{ bookingAvailability { today timeZone dates times } }');
    expect(response.json.errors).toBeUndefined();
    expect(response.json.data.bookingAvailability).toEqual(rest);
  });

  it("keeps the spec's text for a lost day in one place", () => {
    expect(bookingMessages.dayTaken).toBe('Sorry, that day has just been booked. Please choose another date.');
  });
});
