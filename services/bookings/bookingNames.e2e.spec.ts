import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, todayIn } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';

let app: TestApp;
let admin: HttpSession;
let today: string;

const bookingWith = (serviceIds: number[], fullName: string) => ({
  fullName,
  email: 'names@example.com',
  mobile: '0400 000 000',
  date: today,
  time: '11:00',
  vehicleType: 'Sedan/Hatch',
  modelYear: 2024,
  serviceIds,
  status: 'ready_for_pickup',
});

async function createService(name: string, pricePre2025: number): Promise<number> {
  const response = await admin.request('POST', '/api/services', {
    name,
    description: `Custom service: ${name}`,
    priceSedanHatch: 10,
    priceSuv5: 10,
    priceSuv7: 10,
    priceUte: 10,
    priceSedanHatchPre2025: pricePre2025,
    durationHours: 1.5,
  });
  expect(response.status).toBe(201);
  return response.json.id;
}

async function createBooking(serviceIds: number[], fullName: string): Promise<string> {
  const response = await admin.request('POST', '/api/bookings', bookingWith(serviceIds, fullName));
  expect(response.status).toBe(201);
  return response.json.id;
}

const namesQuery = `query Names($day: String!) {
  bookings { id statusLabel services { id name price durationHours } }
  todaysBookings { id statusLabel services { name } }
  calendarBookings(from: $day, to: $day) { id statusLabel services { name } }
}`;

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  today = todayIn(DEFAULT_TIME_ZONE);
});
afterAll(() => app?.close());

describe('names and labels come with the bookings', () => {
  it('names a service created after the first read in the list, today and the calendar', async () => {
    const first = await admin.graphql(namesQuery, { day: today });
    expect(first.json.errors).toBeUndefined();
    const serviceId = await createService('Ozone odour removal', 149.5);
    const bookingId = await createBooking([serviceId], 'Nell Names');

    const { json } = await admin.graphql(namesQuery, { day: today });
    expect(json.errors).toBeUndefined();
    const find = (list: { id: string }[]) => list.find((b) => b.id === bookingId);
    expect(find(json.data.bookings)).toEqual({
      id: bookingId,
      statusLabel: 'Ready for Pickup',
      services: [{ id: serviceId, name: 'Ozone odour removal', price: 149.5, durationHours: 1.5 }],
    });
    expect(find(json.data.todaysBookings)).toMatchObject({ statusLabel: 'Ready for Pickup', services: [{ name: 'Ozone odour removal' }] });
    expect(find(json.data.calendarBookings)).toMatchObject({ statusLabel: 'Ready for Pickup', services: [{ name: 'Ozone odour removal' }] });
  });

  it('keeps a deleted service by its name, in GraphQL and in GET /api/bookings', async () => {
    const serviceId = await createService('Soon retired wax', 80);
    const bookingId = await createBooking([serviceId], 'Dee Leted');
    expect((await admin.request('DELETE', `/api/services/${serviceId}`)).status).toBe(200);

    const { json } = await admin.graphql(`query One($id: ID!) { booking(id: $id) { services { name } } }`, { id: bookingId });
    expect(json.data.booking.services).toEqual([{ name: 'Soon retired wax' }]);
    const rest = await admin.request('GET', '/api/bookings');
    expect(rest.json.find((b: { id: string }) => b.id === bookingId)).toMatchObject({
      statusLabel: 'Ready for Pickup',
      services: [{ id: serviceId, name: 'Soon retired wax', price: 80 }],
    });
  });

  it('shows the label saved in settings for a status', async () => {
    const statuses = await admin.request('GET', '/api/settings/statuses');
    const renamed = statuses.json.map((s: { id: string }) => (s.id === 'ready_for_pickup' ? { ...s, label: 'Collect now' } : s));
    expect((await admin.request('POST', '/api/settings/statuses', { statuses: renamed })).status).toBe(200);
    const { json } = await admin.graphql(`{ todaysBookings { statusLabel } }`);
    expect(json.data.todaysBookings.map((b: { statusLabel: string }) => b.statusLabel)).toContain('Collect now');
  });
});
