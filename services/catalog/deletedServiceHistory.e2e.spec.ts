import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { until } from '../../infra/testing/until.js';

let app: TestApp;
let admin: HttpSession;

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
});
afterAll(() => app?.close());

const bookingQuery = `query ($id: ID!) { booking(id: $id) { invoiceId services { id name } } }`;
const invoiceQuery = `query ($id: ID!) { invoice(id: $id) { items { name serviceId } } }`;

async function graphql(query: string, variables: Record<string, unknown>) {
  const response = await admin.graphql(query, variables);
  expect(response.json.errors, response.text).toBeUndefined();
  return response.json.data;
}

describe('a deleted service in the history that refers to it', () => {
  it('keeps its name on the bookings and invoices made before and after the deletion', async () => {
    const service = await admin.request('POST', '/api/services', {
      name: 'Paint Correction',
      description: 'Two stage machine polish',
      priceSedanHatch: 350,
      priceSuv5: 400,
      priceSuv7: 450,
      priceUte: 420,
    });
    expect(service.status, service.text).toBe(201);
    const serviceId = service.json.id as number;
    const booked = await admin.request('POST', '/api/bookings', {
      fullName: 'Hazel History',
      email: 'hazel@example.com',
      mobile: '0400 321 321',
      date: '2026-03-10',
      time: '09:00',
      vehicleType: 'UTE',
      modelYear: 2025,
      vehicleRego: 'HIS001',
      serviceIds: [serviceId],
    });
    expect(booked.status, booked.text).toBe(201);
    const bookingId = booked.json.id as string;
    const issued = await admin.request('POST', '/api/invoices', {
      invoiceNumber: '',
      type: 'invoice',
      invoiceDate: '2026-03-10',
      dueDate: '2026-04-09',
      customer: { fullName: 'Hazel History', email: 'hazel@example.com', phone: '0400 321 321', address: '', vehicleRego: 'HIS001' },
      items: [{ name: 'Paint Correction', description: 'Two stage machine polish', quantity: 1, price: 420, total: 420, serviceId }],
      subtotal: 420,
      tax: 0,
      total: 420,
      status: 'pending',
    });
    expect(issued.status, issued.text).toBe(201);

    expect(await admin.request('DELETE', `/api/services/${serviceId}`)).toMatchObject({ status: 200 });
    // Completed after the deletion: the invoice the completion issues still names the service.
    expect((await admin.request('PATCH', `/api/bookings/${bookingId}`, { status: 'completed' })).status).toBe(200);

    const named = [{ id: serviceId, name: 'Paint Correction' }];
    const invoiceId = await until(async () => (await graphql(bookingQuery, { id: bookingId })).booking.invoiceId as string | null, 'the completion invoice');
    expect((await graphql(bookingQuery, { id: bookingId })).booking.services).toEqual(named);
    const listed = ((await admin.request('GET', '/api/bookings')).json as { id: string; services: unknown }[]).find((b) => b.id === bookingId);
    expect(listed?.services).toMatchObject(named);
    for (const id of [issued.json.id as string, invoiceId]) {
      // The invoices read model is a projection of its own: it may show the completion's invoice a moment after the booking does.
      const invoice = await until(async () => (await graphql(invoiceQuery, { id })).invoice as { items: unknown } | null, 'the invoice in its read model');
      expect(invoice.items).toEqual([{ name: 'Paint Correction', serviceId }]);
    }
  });
});
