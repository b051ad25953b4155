import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createUser } from '../identity/users.js';

let app: TestApp;
let admin: HttpSession;
let customer: HttpSession;
let anonymous: HttpSession;

const REPORT = `query Report($from: String!, $to: String!) {
  report(from: $from, to: $to) {
    from to timeZone totalRevenueCents paidRevenueCents pendingRevenueCents averageBookingValueCents totalInvoices
    totalBookings completedBookings approvedBookings pendingBookings newCustomers
    topServices { rank serviceId name bookings }
    bookingsByStatus { status label bookings }
    days { date paidRevenueCents bookings }
  }
}`;

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  await createUser(app.db.sql, { username: 'carla', password: 'customer-pass', role: 'customer' });
  customer = new HttpSession(app.url);
  await customer.login('carla', 'customer-pass');
  anonymous = new HttpSession(app.url);
});
afterAll(() => app?.close());

describe('report(from, to)', () => {
  it('answers an empty range with zeros and every day', async () => {
    const { json } = await admin.graphql(REPORT, { from: '2025-01-30', to: '2025-02-02' });
    expect(json.errors).toBeUndefined();
    expect(json.data.report).toMatchObject({ from: '2025-01-30', to: '2025-02-02', timeZone: 'Australia/Melbourne', totalBookings: 0, newCustomers: 0 });
    expect(json.data.report.days.map((d: { date: string }) => d.date)).toEqual(['2025-01-30', '2025-01-31', '2025-02-01', '2025-02-02']);
  });
});
