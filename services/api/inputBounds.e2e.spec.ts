import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { formatCharacters } from '../../infra/testing/hostile.js';

/** The named cases behind the fuzz spec: each refusal is a 4xx with a clear message, and stores nothing. */

let app: TestApp;
let admin: HttpSession;
let serviceId: number;
let bookingId: string;

const booking = () => ({
  fullName: 'Jo Bloggs',
  email: 'jo@example.com',
  mobile: '0400 000 000',
  date: '2027-05-04',
  time: '09:30',
  vehicleType: 'Sedan/Hatch',
  modelYear: 2024,
  serviceIds: [serviceId],
});

const storeState = async () => {
  const [row] = await app.db.sql`
    select (select coalesce(max(global_position), 0) from events)::text as head,
           (select md5(coalesce(string_agg(b::text, '|' order by b.id), '')) from bookings b) as bookings`;
  return row;
};

/** Runs `send`, expects its status and message, and that neither the event store nor the bookings changed. */
async function refused(send: () => Promise<{ status: number; json: any }>, status: number, message: string) {
  const before = await storeState();
  const response = await send();
  expect({ status: response.status, message: response.json?.message }).toEqual({ status, message });
  expect(await storeState()).toEqual(before);
  return response;
}

/** The same for GraphQL: one error with this code and message, and nothing stored. */
async function refusedOverGraphql(query: string, variables: Record<string, unknown>, code: string, message: string) {
  const before = await storeState();
  const response = await admin.graphql(query, variables);
  expect(response.json.errors?.map((e: { message: string; extensions: { code: string } }) => ({ code: e.extensions.code, message: e.message }))).toEqual([
    { code, message },
  ]);
  expect(await storeState()).toEqual(before);
  return response;
}

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  serviceId = (await createServices(admin, 1))[0]!;
  const created = await admin.request('POST', '/api/bookings', booking());
  expect(created.status).toBe(201);
  bookingId = created.json.id;
});
afterAll(() => app?.close());

const createBooking = 'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }';

describe('text past its maximum', () => {
  it('refuses a booking whose notes run past 5000 characters with 400 naming the notes, storing nothing', async () => {
    const response = await refused(() => admin.request('POST', '/api/bookings', { ...booking(), notes: 'n'.repeat(5001) }), 400, 'Notes must be at most 5000 characters');
    expect(response.json.errors).toEqual([{ path: 'notes', message: 'Notes must be at most 5000 characters' }]);
  });

  it('refuses the same booking over GraphQL with BAD_USER_INPUT and the same message', async () => {
    await refusedOverGraphql(createBooking, { input: { ...booking(), notes: 'n'.repeat(5001) } }, 'BAD_USER_INPUT', 'Notes must be at most 5000 characters');
  });

  it('refuses an e-mail address past 254 characters with 400 naming the e-mail', async () => {
    await refused(() => admin.request('PATCH', `/api/bookings/${bookingId}`, { email: `${'a'.repeat(250)}@example.com` }), 400, 'Email must be at most 254 characters');
  });

  it('refuses an invoice line description past 1000 characters with 400 naming it', async () => {
    const invoice = { type: 'invoice', customer: { fullName: 'Jo' }, items: [{ name: 'Wash', description: 'd'.repeat(1001), price: 1 }] };
    const response = await refused(() => admin.request('POST', '/api/invoices', invoice), 400, 'Item description must be at most 1000 characters');
    expect(response.json.errors).toEqual([{ path: 'items.0.description', message: 'Item description must be at most 1000 characters' }]);
  });

  it('keeps text at exactly its maximum', async () => {
    const response = await admin.request('PATCH', `/api/bookings/${bookingId}`, { notes: 'n'.repeat(5000) });
    expect(response.status).toBe(200);
    expect(response.json.notes).toHaveLength(5000);
  });
});

describe('text the store cannot hold', () => {
  it.each([
    ['a NUL', 'Jo\u0000Bloggs'],
    ['a lone surrogate', 'Jo\uD800Bloggs'],
  ])('refuses a booking whose name holds %s with 400 naming the field, storing nothing', async (_what, fullName) => {
    await refused(() => admin.request('POST', '/api/bookings', { ...booking(), fullName }), 400, 'Full name contains characters that are not allowed');
  });

  it('refuses a NUL in a service name over GraphQL with BAD_USER_INPUT', async () => {
    await refusedOverGraphql(
      'mutation($input: ServiceInput!) { createService(input: $input) { id } }',
      { input: { name: 'Wash\u0000', description: 'Outside only', priceSedanHatch: 1, priceSuv5: 1, priceSuv7: 1, priceUte: 1 } },
      'BAD_USER_INPUT',
      'Service name contains characters that are not allowed',
    );
  });

  it('refuses a NUL in the login name with 400 rather than a failed query', async () => {
    await refused(() => new HttpSession(app.url).login('admin\u0000', 'x'), 400, 'Username contains characters that are not allowed');
  });

  it('refuses a NUL in the customer search with 400', async () => {
    await refused(() => admin.request('GET', '/api/customers?search=Jo%00'), 400, 'Search contains characters that are not allowed');
  });
});

describe('format characters (Unicode Cf): names are what they look like', () => {
  // "Jo\u202Eeokram" shows as "Jo" and "markoe" reversed: the name on screen is not the one stored.
  const reversed = 'Jo\u202Eeokram';
  const customers = async () => Number((await app.db.sql`select count(*)::int as n from customers`)[0]!.n);

  it('refuses a public booking through the wizard whose name holds U+202E with 400, storing nothing', async () => {
    await refused(
      () => new HttpSession(app.url).request('POST', '/api/bookings', { ...booking(), fullName: reversed, vehicleRego: 'CF001', termsAccepted: true }),
      400,
      'Full name contains characters that are not allowed',
    );
  });

  it.each(formatCharacters.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, c]))(
    "refuses an admin's booking whose name holds %s with 400 naming the field, storing nothing",
    async (_code, character) => {
      await refused(() => admin.request('POST', '/api/bookings', { ...booking(), fullName: `Jo${character}Bloggs` }), 400, 'Full name contains characters that are not allowed');
    },
  );

  it('refuses the same booking over GraphQL with BAD_USER_INPUT', async () => {
    await refusedOverGraphql(createBooking, { input: { ...booking(), fullName: reversed } }, 'BAD_USER_INPUT', 'Full name contains characters that are not allowed');
  });

  it('refuses a registration hiding a zero width space in a booking edit', async () => {
    await refused(() => admin.request('PATCH', `/api/bookings/${bookingId}`, { vehicleRego: 'ABC\u200B123' }), 400, 'Vehicle registration contains characters that are not allowed');
  });

  it('refuses a customer whose name holds U+202E with 400, recording no customer', async () => {
    const before = await customers();
    const customer = { fullName: reversed, email: 'cf.customer@example.com', mobile: '0412 000 222' };
    await refused(() => admin.request('POST', '/api/admin/customers', customer), 400, 'Full name contains characters that are not allowed');
    await refused(() => admin.request('POST', '/api/customers', customer), 400, 'Full name contains characters that are not allowed');
    expect(await customers()).toBe(before);
  });

  it('fails an imported row whose name holds U+2067 with the field named, importing the others', async () => {
    const started = await admin.request('POST', '/api/customers/import', {
      customers: [
        { fullName: '\u2067Isa Isolate\u2069', email: 'isa.cf@example.com', mobile: '0412 000 333' },
        { fullName: 'Ivy Plain', email: 'ivy.cf@example.com', mobile: '0412 000 444' },
      ],
    });
    expect(started.status, started.text).toBeLessThan(300);
    const id = started.json.import.id as string;
    let job: { state: string; created: number; failed: number; errors: string[] } | null = null;
    for (let i = 0; i < 200 && job?.state !== 'COMPLETED'; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 100));
      job = (await admin.graphql('query ($id: ID!) { customerImport(id: $id) { state created failed errors } }', { id })).json.data.customerImport;
    }
    expect(job).toEqual({ state: 'COMPLETED', created: 1, failed: 1, errors: ['Row 2: Full name contains characters that are not allowed'] });
    const emails = await app.db.sql`select email from customers where email like '%.cf@example.com'`;
    expect(emails.map((r) => r.email)).toEqual(['ivy.cf@example.com']);
  });

  it('refuses a portal sign-in with a format character in the registration with 400, before anything is looked up', async () => {
    await refused(
      () => new HttpSession(app.url).request('POST', '/api/customer/login', { vehicleRego: 'ABC\u200D123', email: 'jo@example.com' }),
      400,
      'Vehicle registration contains characters that are not allowed',
    );
  });

  it('keeps accents, other scripts and emoji without joiners', async () => {
    const fullName = 'Zoë 李小龍 🚗';
    const created = await admin.request('POST', '/api/bookings', { ...booking(), fullName });
    expect(created.status, created.text).toBe(201);
    expect(created.json.fullName).toBe(fullName);
  });
});

describe('ids', () => {
  it.each([2_147_483_648, 2 ** 53])('refuses service id %s, beyond 32 bits, as an unknown service with 400', async (id) => {
    await refused(() => admin.request('POST', '/api/bookings', { ...booking(), serviceIds: [id] }), 400, `Unknown service: ${id}`);
  });

  it('refuses a fractional service id with 400', async () => {
    await refused(() => admin.request('POST', '/api/bookings', { ...booking(), serviceIds: [1.5] }), 400, 'Each service must be given by its id, a whole number');
  });

  it.each(['not-a-uuid', '%00', 'i'.repeat(3000), '3B241101-E2BB-4255-8CAF-4136C566A962'])('answers booking id %s with 404 on every booking path', async (id) => {
    await refused(() => admin.request('GET', `/api/bookings/${id}/full`), 404, 'Booking not found');
    await refused(() => admin.request('PATCH', `/api/bookings/${id}`, { notes: 'x' }), 404, 'Booking not found');
    await refused(() => admin.request('DELETE', `/api/bookings/${id}`), 404, 'Booking not found');
  });

  it('answers malformed invoice and vehicle type ids with 404', async () => {
    await refused(() => admin.request('PATCH', '/api/invoices/%00/status', { status: 'paid' }), 404, 'Invoice not found');
    await refused(() => admin.request('PUT', '/api/vehicle-types/%00', { name: 'Van' }), 404, 'Vehicle type not found');
    await refused(() => admin.request('DELETE', '/api/vehicle-types/Not%20A%20Type'), 404, 'Vehicle type not found');
  });

  it.each(['%ZZ', '%E0%A4%A'])('answers a path id with the malformed escape %s with 400 saying so', async (id) => {
    await refused(() => admin.request('GET', `/api/bookings/${id}/full`), 400, 'Request path is not validly encoded');
  });

  it('answers a malformed booking id over GraphQL with NOT_FOUND, and reads it as no booking', async () => {
    await refusedOverGraphql('mutation($id: ID!) { cancelBooking(id: $id) { id } }', { id: 'x\u0000' }, 'NOT_FOUND', 'Booking not found');
    const read = await admin.graphql('query($id: ID!) { booking(id: $id) { id } bookingHistory(id: $id) { type } }', { id: 'x\u0000' });
    expect(read.json).toEqual({ data: { booking: null, bookingHistory: [] } });
  });
});

describe('dates and instants', () => {
  const asOfMessage = 'asOf must be an instant in ISO 8601 with a time zone offset, such as 2026-03-01T09:30:00+11:00';

  it.each(['yesterday', '2026-03-01', '+275760-09-13T00:00:00Z'])('refuses booking(asOf: %j) with BAD_USER_INPUT', async (asOf) => {
    await refusedOverGraphql('query($id: ID!, $asOf: String) { booking(id: $id, asOf: $asOf) { id } }', { id: bookingId, asOf }, 'BAD_USER_INPUT', asOfMessage);
  });

  it('reads a booking as of an instant given with its offset', async () => {
    const read = await admin.graphql('query($id: ID!, $asOf: String) { booking(id: $id, asOf: $asOf) { id } }', { id: bookingId, asOf: '2999-01-01T09:00:00+11:00' });
    expect(read.json.data.booking).toEqual({ id: bookingId });
  });

  it.each(['2026-02-30', '99999-01-01', 'soon'])('refuses the calendar export from %s with 400 "Invalid date"', async (from) => {
    await refused(() => admin.request('GET', `/api/bookings/calendar.ics?from=${from}`), 400, 'Invalid date');
  });

  it('refuses calendarBookings and dashboardReport with a date that does not exist', async () => {
    await refusedOverGraphql('{ calendarBookings(from: "2026-02-30", to: "2026-03-31") { id } }', {}, 'BAD_USER_INPUT', 'Invalid date');
    await refusedOverGraphql('{ dashboardReport(startDate: "2026-01-01", endDate: "99999-01-01") { totalBookings } }', {}, 'BAD_USER_INPUT', 'Invalid date');
  });

  it('refuses an invoice dated on a day that does not exist', async () => {
    const invoice = { type: 'invoice', customer: { fullName: 'Jo' }, items: [{ name: 'Wash', price: 1 }], invoiceDate: '2026-02-30' };
    await refused(() => admin.request('POST', '/api/invoices', invoice), 400, 'Invalid date');
  });
});
