import sharp from 'sharp';
import { HttpSession, type TestApp } from '../../../infra/testing/app.js';
import { daysFromToday } from '../../../infra/testing/days.js';
import { until } from '../../../infra/testing/until.js';

/** One customer with records of every kind the portal shows, made through the admin API, and signed in to the portal. */
export interface PortalCustomerWorld {
  id: string;
  fullName: string;
  email: string;
  /** As typed when registered (lower case, with a space). */
  rego: string;
  /** Newest date first: a future booking with photos, then a past one (completed, so invoiced). */
  bookingIds: string[];
  /** Before and after photo paths of the first booking. */
  photoPaths: string[];
  /** The bytes of the photo uploaded (unique to this customer). */
  photoBytes: Buffer;
  /** Billed to them (pending, then paid), and the completed booking's invoice. */
  invoiceIds: string[];
  invoiceNumbers: string[];
  /** Their portal session (cookie `csid`). */
  portal: HttpSession;
}

/** The world's upcoming booking: well ahead of today, so still changeable online whenever the tests run. */
export const FUTURE = daysFromToday(200);
const PAST = '2024-02-03';

/** A small PNG whose bytes are this customer's alone. */
export async function uniquePng(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 } } })
    .png()
    .toBuffer();
}

async function ok<T extends { status: number; text: string }>(answer: Promise<T>, what: string): Promise<T> {
  const a = await answer;
  if (a.status >= 300) throw new Error(`could not ${what}: ${a.status} ${a.text}`);
  return a;
}

/**
 * Registers a customer and gives them: two bookings (the future one with a before and an after
 * photo, the past one completed, which issues its paid invoice with no customer id), an invoice
 * billed to them (pending) and another (paid); then signs them in to the portal.
 */
export async function portalCustomer(
  app: TestApp,
  admin: HttpSession,
  who: { fullName: string; email: string; rego: string; seed: number; serviceIds: number[]; mobile?: string; address?: string },
): Promise<PortalCustomerWorld> {
  const mobile = who.mobile ?? '0412 345 678';
  const customer = await ok(
    admin.request('POST', '/api/admin/customers', { fullName: who.fullName, email: who.email, mobile, address: who.address, vehicleRego: who.rego, notes: `Internal note about ${who.fullName}` }),
    'register',
  );
  const booking = (date: string) => ({
    fullName: who.fullName,
    email: who.email,
    mobile,
    address: who.address,
    date,
    time: '09:30',
    vehicleType: 'UTE',
    modelYear: 2024,
    vehicleRego: who.rego,
    serviceIds: who.serviceIds,
    notes: `Gate code of ${who.fullName}`,
    digitalSignature: `${who.fullName} signed`,
    termsAccepted: true,
  });
  const future = await ok(admin.request('POST', '/api/bookings', booking(FUTURE)), 'book');
  const past = await ok(admin.request('POST', '/api/bookings', booking(PAST)), 'book');
  const photoBytes = await uniquePng(who.seed);
  const photoPaths: string[] = [];
  for (const photoType of ['before', 'after']) {
    const up = await admin.upload(`/api/bookings/${future.json.id}/photos`, [{ field: 'photos', name: 'car.png', bytes: photoBytes }], { photoType });
    if (up.status !== 200) throw new Error(`could not upload: ${up.status} ${up.text}`);
    photoPaths.push(up.json.uploaded[0].path);
  }
  const bill = (status: string) =>
    ok(
      admin.request('POST', '/api/invoices', {
        type: 'invoice',
        status,
        customer: { id: customer.json.id, fullName: who.fullName, email: who.email, vehicleRego: who.rego },
        items: [{ name: 'Wash', description: `For ${who.fullName}`, quantity: 1, price: 49.95 }],
      }),
      'invoice',
    );
  const pending = await bill('pending');
  const paid = await bill('pending');
  await ok(admin.request('PATCH', `/api/invoices/${paid.json.id}/status`, { status: 'paid' }), 'mark paid');
  await ok(admin.request('PATCH', `/api/bookings/${past.json.id}`, { status: 'completed' }), 'complete');
  const completion = await until(async () => {
    const all = (await admin.request('GET', '/api/invoices')).json as { id: string; bookingId: string | null; invoiceNumber: string }[];
    return all.find((i) => i.bookingId === past.json.id);
  }, "the completed booking's invoice");

  const portal = new HttpSession(app.url);
  await ok(portal.request('POST', '/api/customer/login', { vehicleRego: who.rego, email: who.email }), 'sign in');
  return {
    id: customer.json.id,
    fullName: who.fullName,
    email: who.email,
    rego: who.rego,
    bookingIds: [future.json.id, past.json.id],
    photoPaths,
    photoBytes,
    invoiceIds: [pending.json.id, paid.json.id, completion.id],
    invoiceNumbers: [pending.json.invoiceNumber, paid.json.invoiceNumber, completion.invoiceNumber],
    portal,
  };
}
