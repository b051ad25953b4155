import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrencyMessages } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';

// Two editors open the same record at version N. The first saves; the second's save, still at N,
// is refused with 409 / CONFLICT and the record as it is now, and stores nothing. Saving again at
// the current version succeeds and raises it.

let app: TestApp;
let first: HttpSession;
let second: HttpSession;
let serviceIds: number[];

beforeAll(async () => {
  app = await startTestApp();
  first = new HttpSession(app.url);
  second = new HttpSession(app.url);
  await first.login(app.adminUsername, app.adminPassword);
  await second.login(app.adminUsername, app.adminPassword);
  serviceIds = await createServices(first, 2);
});
afterAll(() => app?.close());

const eventCount = async () => Number((await app.db.sql`select count(*)::int as n from events`)[0]!.n);
const ifMatch = (etag: string) => ({ 'If-Match': etag });

async function createBooking(): Promise<string> {
  const response = await first.request('POST', '/api/bookings', {
    fullName: 'Jo Citizen',
    email: 'jo@example.com',
    mobile: '0400 000 000',
    date: '2026-11-22',
    time: '09:30',
    vehicleType: 'Sedan/Hatch',
    modelYear: 2024,
    serviceIds,
    notes: 'Dog hair in the back',
  });
  expect(response.status, response.text).toBe(201);
  return response.json.id;
}

/** Every scalar of the GraphQL Booking type: what `extensions.current` must hold. */
const BOOKING_SCALARS = `id fullName email mobile address date time vehicleType modelYear vehicleRego serviceIds notes status
  termsAccepted termsAcceptedAt invoiceId createdAt updatedAt version digitalSignature licenseFrontPhoto licenseBackPhoto signatureCanvas`;

describe('a booking edited by two admins over REST', () => {
  it('gives the GET of one booking its version as an ETag', async () => {
    const id = await createBooking();
    const read = await first.request('GET', `/api/bookings/${id}/full`);
    expect(read.status).toBe(200);
    expect(read.json.version).toBe(1);
    expect(read.headers.get('etag')).toBe('"1"');
  });

  it('refuses the second save at the old version with 409 and the booking as the GET now gives it, storing nothing of it', async () => {
    const id = await createBooking();
    const [a, b] = await Promise.all([first.request('GET', `/api/bookings/${id}/full`), second.request('GET', `/api/bookings/${id}/full`)]);
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));

    const saved = await first.request('PATCH', `/api/bookings/${id}`, { notes: 'Keys in the lockbox' }, ifMatch(a.headers.get('etag')!));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.version).toBe(2);
    expect(saved.headers.get('etag')).toBe('"2"');

    const before = await eventCount();
    const stale = await second.request('PATCH', `/api/bookings/${id}`, { fullName: 'Someone Else', time: '15:00' }, ifMatch(b.headers.get('etag')!));
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(concurrencyMessages.changedElsewhere);
    const now = await second.request('GET', `/api/bookings/${id}/full`);
    expect(stale.json.current).toEqual(now.json);
    expect(now.json).toMatchObject({ fullName: 'Jo Citizen', time: '09:30', notes: 'Keys in the lockbox', version: 2 });
    expect(await eventCount()).toBe(before);
  });

  it('accepts the save sent again at the current version (weak ETag form too) and raises the version', async () => {
    const id = await createBooking();
    await first.request('PATCH', `/api/bookings/${id}`, { notes: 'First' }, ifMatch('"1"'));
    const retried = await second.request('PATCH', `/api/bookings/${id}`, { fullName: 'Jo Q Citizen' }, ifMatch('W/"2"'));
    expect(retried.status, retried.text).toBe(200);
    expect(retried.json).toMatchObject({ fullName: 'Jo Q Citizen', notes: 'First', version: 3 });
  });

  it('saves as before without If-Match (or with *): the spec clients send none', async () => {
    const id = await createBooking();
    expect((await first.request('PATCH', `/api/bookings/${id}`, { notes: 'No version' })).json.version).toBe(2);
    expect((await second.request('PATCH', `/api/bookings/${id}`, { notes: 'Any version' }, ifMatch('*'))).json.version).toBe(3);
  });

  it.each(['3', '"three"', '"-1"', 'W/ "1"', '"1", "2"'])('refuses If-Match %s with 400 and its message, changing nothing', async (header) => {
    const id = await createBooking();
    const before = await eventCount();
    const response = await first.request('PATCH', `/api/bookings/${id}`, { notes: 'Never' }, ifMatch(header));
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(concurrencyMessages.invalidIfMatch);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a stale delete with 409, keeping the booking', async () => {
    const id = await createBooking();
    await first.request('PATCH', `/api/bookings/${id}`, { notes: 'Changed' }, ifMatch('"1"'));
    const stale = await second.request('DELETE', `/api/bookings/${id}`, undefined, ifMatch('"1"'));
    expect(stale.status).toBe(409);
    expect((await first.request('GET', `/api/bookings/${id}/full`)).status).toBe(200);
  });
});

describe('a booking edited by two admins over GraphQL', () => {
  const update = (session: HttpSession, id: string, input: object, expectedVersion: number) =>
    session.graphql('mutation($id: ID!, $input: UpdateBookingInput!, $v: Int) { updateBooking(id: $id, input: $input, expectedVersion: $v) { id version notes fullName } }', {
      id,
      input,
      v: expectedVersion,
    });

  it('refuses the second save with CONFLICT and the booking (every Booking scalar) in extensions.current, storing nothing', async () => {
    const id = await createBooking();
    const read = await second.graphql(`query($id: ID!) { booking(id: $id) { version } }`, { id });
    expect(read.json.data.booking.version).toBe(1);

    const saved = await update(first, id, { notes: 'Keys in the lockbox' }, 1);
    expect(saved.json.data.updateBooking).toMatchObject({ version: 2, notes: 'Keys in the lockbox' });

    const before = await eventCount();
    const stale = await update(second, id, { fullName: 'Someone Else' }, 1);
    expect(stale.json.data).toBeNull();
    const [error] = stale.json.errors;
    expect(error).toMatchObject({ message: concurrencyMessages.changedElsewhere, extensions: { code: 'CONFLICT' } });
    const now = await second.graphql(`query($id: ID!) { booking(id: $id) { ${BOOKING_SCALARS} } }`, { id });
    expect(error.extensions.current).toMatchObject(now.json.data.booking);
    expect(now.json.data.booking).toMatchObject({ fullName: 'Jo Citizen', version: 2 });
    expect(await eventCount()).toBe(before);
  });

  it('accepts the save at the current version and raises it', async () => {
    const id = await createBooking();
    await update(first, id, { notes: 'First' }, 1);
    const saved = await update(second, id, { fullName: 'Jo Q Citizen' }, 2);
    expect(saved.json.data.updateBooking).toMatchObject({ fullName: 'Jo Q Citizen', notes: 'First', version: 3 });
  });

  it('refuses a negative expectedVersion as bad input', async () => {
    const id = await createBooking();
    const response = await update(first, id, { notes: 'Never' }, -1);
    expect(response.json.errors[0]).toMatchObject({ message: concurrencyMessages.invalidVersion, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('a service edited by two admins', () => {
  const listed = async (id: number) => ((await first.request('GET', '/api/services')).json as { id: number; version: number }[]).find((s) => s.id === id)!;

  it('refuses the second PUT at the old version with 409 and the service as the list gives it, storing nothing', async () => {
    const [id] = await createServices(first, 1);
    const seen = await listed(id!);
    expect(seen.version).toBe(1);
    const saved = await first.request('PUT', `/api/services/${id}`, { name: 'Full Detail Plus' }, ifMatch(`"${seen.version}"`));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.version).toBe(2);

    const before = await eventCount();
    const stale = await second.request('PUT', `/api/services/${id}`, { priceSedanHatch: 1 }, ifMatch(`"${seen.version}"`));
    expect(stale.status).toBe(409);
    expect(stale.json.current).toEqual(await listed(id!));
    expect(stale.json.current).toMatchObject({ name: 'Full Detail Plus', version: 2 });
    expect(await eventCount()).toBe(before);

    const again = await second.request('PUT', `/api/services/${id}`, { priceSedanHatch: 1 }, ifMatch('"2"'));
    expect(again.json).toMatchObject({ name: 'Full Detail Plus', priceSedanHatch: 1, version: 3 });
  });

  it('keeps the versions of two services apart although they share one stream', async () => {
    const [one, two] = await createServices(first, 2);
    await first.request('PUT', `/api/services/${one}`, { name: 'One changed' }, ifMatch('"1"'));
    const other = await second.request('PUT', `/api/services/${two}`, { name: 'Two changed' }, ifMatch('"1"'));
    expect(other.status, other.text).toBe(200);
    expect(other.json.version).toBe(2);
  });

  it('refuses a stale updateService with CONFLICT and the service in extensions.current', async () => {
    const [id] = await createServices(first, 1);
    const mutation = 'mutation($id: Int!, $input: ServiceInput!, $v: Int) { updateService(id: $id, input: $input, expectedVersion: $v) { id name version } }';
    const saved = await first.graphql(mutation, { id, input: { name: 'GraphQL First' }, v: 1 });
    expect(saved.json.data.updateService).toEqual({ id, name: 'GraphQL First', version: 2 });
    const before = await eventCount();
    const stale = await second.graphql(mutation, { id, input: { name: 'GraphQL Second' }, v: 1 });
    expect(stale.json.errors[0].extensions).toMatchObject({ code: 'CONFLICT', current: { id, name: 'GraphQL First', version: 2 } });
    expect(stale.json.errors[0].extensions.current).toEqual(await listed(id!));
    expect(await eventCount()).toBe(before);
  });
});

describe('an invoice status changed by two admins', () => {
  async function issue(): Promise<{ id: string; version: number }> {
    const response = await first.request('POST', '/api/invoices', { type: 'invoice', customer: { fullName: 'Jo Citizen' }, items: [{ name: 'Wash', price: 40 }] });
    expect(response.status, response.text).toBe(201);
    return response.json;
  }
  const listed = async (id: string) => ((await first.request('GET', '/api/invoices')).json as { id: string }[]).find((i) => i.id === id);

  it('refuses the second PATCH at the old version with 409 and the invoice as the list gives it, storing nothing', async () => {
    const invoice = await issue();
    expect(invoice.version).toBe(1);
    const saved = await first.request('PATCH', `/api/invoices/${invoice.id}/status`, { status: 'paid' }, ifMatch('"1"'));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ status: 'paid', version: 2 });

    const before = await eventCount();
    const stale = await second.request('PATCH', `/api/invoices/${invoice.id}/status`, { status: 'void' }, ifMatch('"1"'));
    expect(stale.status).toBe(409);
    expect(stale.json.current).toEqual(await listed(invoice.id));
    expect(stale.json.current).toMatchObject({ status: 'paid', version: 2 });
    expect(await eventCount()).toBe(before);

    const again = await second.request('PATCH', `/api/invoices/${invoice.id}/status`, { status: 'void' }, ifMatch('"2"'));
    expect(again.json).toMatchObject({ status: 'void', version: 3 });
  });

  it('refuses a stale changeInvoiceStatus with CONFLICT and the invoice (GraphQL shape) in extensions.current', async () => {
    const invoice = await issue();
    const mutation = 'mutation($id: ID!, $status: String!, $v: Int) { changeInvoiceStatus(id: $id, status: $status, expectedVersion: $v) { id status version } }';
    expect((await first.graphql(mutation, { id: invoice.id, status: 'paid', v: 1 })).json.data.changeInvoiceStatus).toMatchObject({ status: 'paid', version: 2 });
    const before = await eventCount();
    const stale = await second.graphql(mutation, { id: invoice.id, status: 'void', v: 1 });
    const { code, current } = stale.json.errors[0].extensions;
    expect(code).toBe('CONFLICT');
    expect(current).toMatchObject({ id: invoice.id, status: 'paid', version: 2, amount: 40 });
    expect(current).not.toHaveProperty('invoiceItems'); // REST's extra field, not the Invoice type's
    expect(await eventCount()).toBe(before);
  });
});

describe('settings edited as a whole', () => {
  it('refuses a stale Business Info save with 409 and Business Info as the GET gives it', async () => {
    const read = await first.request('GET', '/api/settings/business');
    const etag = read.headers.get('etag')!;
    expect(etag).toBe(`"${read.json.version}"`);
    expect((await first.request('POST', '/api/settings/business', { businessName: 'Shine First' }, ifMatch(etag))).status).toBe(200);
    const before = await eventCount();
    const stale = await second.request('POST', '/api/settings/business', { businessName: 'Shine Second' }, ifMatch(etag));
    expect(stale.status).toBe(409);
    expect(stale.json.current).toEqual((await second.request('GET', '/api/settings/business')).json);
    expect(stale.json.current.businessName).toBe('Shine First');
    expect(await eventCount()).toBe(before);
  });

  it('refuses a stale booking statuses save with 409 and the list, each status carrying its version', async () => {
    const read = await first.request('GET', '/api/settings/statuses');
    const etag = read.headers.get('etag')!;
    const statuses = read.json as { id: string; label: string; version: number }[];
    const relabelled = statuses.map((s) => (s.id === 'pending' ? { ...s, label: 'Waiting' } : s));
    expect((await first.request('POST', '/api/settings/statuses', { statuses: relabelled }, ifMatch(etag))).status).toBe(200);
    const stale = await second.request('POST', '/api/settings/statuses', { statuses }, ifMatch(etag));
    expect(stale.status).toBe(409);
    expect(stale.json.current).toEqual((await second.request('GET', '/api/settings/statuses')).json);
    expect(stale.json.current.find((s: { id: string }) => s.id === 'pending').label).toBe('Waiting');
  });
});
