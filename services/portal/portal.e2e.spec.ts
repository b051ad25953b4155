import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileJson, hostileText, percentEncode, rawUrlJunk } from '../../infra/testing/hostile.js';
import { storeSnapshot } from '../../infra/testing/storeSnapshot.js';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { daysFromToday } from '../../infra/testing/days.js';
import { until } from '../../infra/testing/until.js';
import { feed, graphqlWsClient } from '../../infra/testing/websocket.js';
import { FUTURE, portalCustomer, type PortalCustomerWorld } from './testing/portalWorld.js';

// The signed-in customer's own records over REST, GraphQL and the live subscription, as the
// portal reads and edits them. The isolation of one customer from another has its own spec
// (portalIsolation.e2e.spec.ts).

let app: TestApp;
let admin: HttpSession;
let serviceIds: number[];
let pia: PortalCustomerWorld;
let ned: PortalCustomerWorld;

const BOOKING_KEYS = [
  'afterPhotos', 'beforePhotos', 'changeableUntil', 'createdAt', 'date', 'id', 'modelYear', 'notes', 'services', 'status', 'statusLabel', 'time', 'totalPrice', 'vehicleRego', 'vehicleType',
];
const INVOICE_KEYS = [
  'amountDue', 'amountPaid', 'bookingId', 'businessAbn', 'businessAddress', 'businessEmail', 'businessName', 'businessPhone', 'createdAt', 'customerAddress',
  'customerEmail', 'customerName', 'customerPhone', 'dueDate', 'id', 'invoiceDate', 'invoiceNumber', 'items', 'pdfUrl', 'status', 'subtotal', 'tax', 'totalAmount', 'type', 'vehicleRego',
];
const CUSTOMER_KEYS = ['address', 'email', 'fullName', 'id', 'mobile', 'vehicleRego', 'version'];

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  serviceIds = await createServices(admin, 2);
  pia = await portalCustomer(app, admin, { fullName: 'Pia Portal', email: 'pia@example.com', rego: 'pia 001', seed: 1, serviceIds });
  ned = await portalCustomer(app, admin, { fullName: 'Ned Neighbour', email: 'ned@example.com', rego: 'ned 002', seed: 2, serviceIds });
});
afterAll(() => app?.close());

describe('GET /api/customer/bookings', () => {
  it('answers their live bookings newest date first, whitelisted, services named and priced, with the total', async () => {
    const answer = await pia.portal.request('GET', '/api/customer/bookings');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const bookings = answer.json as Record<string, any>[];
    expect(bookings.map((b) => b.id)).toEqual(pia.bookingIds);
    for (const b of bookings) expect(Object.keys(b).sort()).toEqual(BOOKING_KEYS);
    const [future, past] = bookings;
    expect(future).toMatchObject({ date: FUTURE, time: '09:30', status: 'pending', statusLabel: 'Pending', vehicleType: 'UTE', modelYear: 2024, vehicleRego: 'PIA 001' });
    // Detail package 1 and 2 for a UTE: 130 and 260 dollars.
    expect(future!.services).toEqual([
      { id: serviceIds[0], name: 'Detail package 1', durationHours: 1, price: 130 },
      { id: serviceIds[1], name: 'Detail package 2', durationHours: 2, price: 260 },
    ]);
    expect(future!.totalPrice).toBe(390);
    expect(future!.beforePhotos).toEqual([
      { path: pia.photoPaths[0], url: `/api/nas-photo?path=${encodeURIComponent(pia.photoPaths[0]!)}`, thumbnailUrl: `/api/nas-photo?path=${encodeURIComponent(pia.photoPaths[0]!)}&size=thumbnail` },
    ]);
    expect(future!.afterPhotos.map((p: { path: string }) => p.path)).toEqual([pia.photoPaths[1]]);
    expect(past).toMatchObject({ status: 'completed', beforePhotos: [], afterPhotos: [] });
    // Changeable online until 24 hours before 09:30 in Melbourne; a completed one not at all.
    const start = Temporal.PlainDateTime.from(`${FUTURE}T09:30`).toZonedDateTime('Australia/Melbourne').toInstant();
    expect(future!.changeableUntil).toBe(start.subtract({ hours: 24 }).toString());
    expect(past!.changeableUntil).toBeNull();
    // Nothing of the admin's booking: no signature, licence, terms or customer fields.
    expect(answer.text).not.toMatch(/signed|licen[cs]e|termsAccepted|customerId|"email"|mobile/);
  });

  it('leaves out a deleted booking', async () => {
    const extra = await admin.request('POST', '/api/bookings', {
      fullName: 'Pia Portal', email: 'pia@example.com', mobile: '0412 345 678', date: daysFromToday(300), time: '10:00', vehicleType: 'UTE', modelYear: 2024, vehicleRego: 'pia 001', serviceIds,
    });
    expect((await pia.portal.request('GET', '/api/customer/bookings')).json.map((b: { id: string }) => b.id)).toEqual([extra.json.id, ...pia.bookingIds]);
    await admin.request('DELETE', `/api/bookings/${extra.json.id}`);
    expect((await pia.portal.request('GET', '/api/customer/bookings')).json.map((b: { id: string }) => b.id)).toEqual(pia.bookingIds);
  });

  it("takes the session's registration in any case and spacing, and refuses any other with 403 and nothing else", async () => {
    for (const rego of ['PIA001', 'pia 001', ' Pia  001 ', '']) {
      expect((await pia.portal.request('GET', `/api/customer/bookings?vehicleRego=${encodeURIComponent(rego)}`)).status).toBe(200);
    }
    for (const query of ['vehicleRego=NED002', 'vehicleRego=ned%20002', 'vehicleRego=PIA0011', 'vehicleRego=PIA001&vehicleRego=NED002', `vehicleRego=${'P'.repeat(5000)}`]) {
      const refused = await pia.portal.request('GET', `/api/customer/bookings?${query}`);
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ message: 'You can only see your own vehicle' });
    }
  });
});

describe('GET /api/customer/invoices and the PDF', () => {
  it('answers the invoices billed to them and those of their bookings, whitelisted, with paid and due', async () => {
    const answer = await pia.portal.request('GET', '/api/customer/invoices');
    expect(answer.status).toBe(200);
    const invoices = answer.json as Record<string, any>[];
    expect(invoices.map((i) => i.id).sort()).toEqual([...pia.invoiceIds].sort());
    for (const i of invoices) expect(Object.keys(i).sort()).toEqual(INVOICE_KEYS);
    const byId = new Map(invoices.map((i) => [i.id, i]));
    expect(byId.get(pia.invoiceIds[0])).toMatchObject({ status: 'pending', totalAmount: 49.95, amountPaid: 0, amountDue: 49.95, pdfUrl: `/api/customer/invoices/${pia.invoiceIds[0]}/pdf` });
    expect(byId.get(pia.invoiceIds[1])).toMatchObject({ status: 'paid', totalAmount: 49.95, amountPaid: 49.95, amountDue: 0 });
    expect(byId.get(pia.invoiceIds[2])).toMatchObject({ status: 'paid', bookingId: pia.bookingIds[1], totalAmount: 390, amountPaid: 390, amountDue: 0 });
    expect(byId.get(pia.invoiceIds[0])!.items).toEqual([{ name: 'Wash', description: 'For Pia Portal', quantity: 1, price: 49.95, total: 49.95, serviceId: null }]);
    expect((await pia.portal.request('GET', '/api/customer/invoices?vehicleRego=ned002')).status).toBe(403);
  });

  it('leaves out a deleted invoice', async () => {
    const extra = await admin.request('POST', '/api/invoices', { type: 'quote', customer: { id: pia.id, fullName: 'Pia Portal' }, items: [{ name: 'Polish', price: 10 }] });
    expect((await pia.portal.request('GET', '/api/customer/invoices')).json.map((i: { id: string }) => i.id)).toContain(extra.json.id);
    await admin.request('DELETE', `/api/invoices/${extra.json.id}`);
    expect((await pia.portal.request('GET', '/api/customer/invoices')).json.map((i: { id: string }) => i.id)).not.toContain(extra.json.id);
    expect((await pia.portal.fetchBytes(`/api/customer/invoices/${extra.json.id}/pdf`)).status).toBe(404);
  });

  it('downloads the PDF of their own invoice, as an attachment', async () => {
    for (const id of pia.invoiceIds) {
      const pdf = await pia.portal.fetchBytes(`/api/customer/invoices/${id}/pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="invoice-\d+\.pdf"$/);
      expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await pia.portal.fetchBytes('/api/customer/invoices/not-an-id/pdf')).status).toBe(404);
  });
});

describe('PATCH /api/customer/profile', () => {
  it('changes name and address, answers the PortalCustomer with its ETag and no pending change; the registration stays', async () => {
    const me = (await pia.portal.request('GET', '/api/customer/me')).json.customer;
    const answer = await pia.portal.request('PATCH', '/api/customer/profile', { vehicleRego: 'PIA 001', fullName: 'Pia Renamed', address: '5 New Rd' }, { 'If-Match': `"${me.version}"` });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json).sort()).toEqual([...CUSTOMER_KEYS, 'pendingContactChanges'].sort());
    expect(answer.json).toMatchObject({ id: pia.id, fullName: 'Pia Renamed', email: pia.email, mobile: '0412 345 678', address: '5 New Rd', vehicleRego: 'pia 001', pendingContactChanges: [] });
    expect(answer.headers.get('etag')).toBe(`"${answer.json.version}"`);
    const { pendingContactChanges: _none, ...customer } = answer.json;
    expect((await pia.portal.request('GET', '/api/customer/me')).json.customer).toEqual(customer);
    expect((await admin.request('GET', '/api/customers?search=pia')).json[0]).toMatchObject({ id: pia.id, fullName: 'Pia Renamed', address: '5 New Rd' });
  });

  it('refuses a new e-mail or mobile, with what is missing, while e-mail or SMS is not set up, and changes nothing (not even the name sent with it)', async () => {
    const before = (await pia.portal.request('GET', '/api/customer/me')).json.customer;
    const email = await pia.portal.request('PATCH', '/api/customer/profile', { email: 'pia.new@example.com', fullName: 'Not Applied' });
    expect(email.status).toBe(400);
    expect(email.json.message).toBe('Your email cannot be changed yet: this business has not set up email. Please contact them.');
    const mobile = await pia.portal.request('PATCH', '/api/customer/profile', { mobile: '0400 999 888', address: 'Not Applied' });
    expect(mobile.status).toBe(400);
    expect(mobile.json.message).toBe('Your mobile number cannot be changed here yet: this business has not set up text messages. Please ask them to change it for you.');
    expect((await pia.portal.request('GET', '/api/customer/me')).json.customer).toEqual(before);
    // The same number or address written another way is theirs already: it changes at once.
    const restyled = await pia.portal.request('PATCH', '/api/customer/profile', { email: pia.email.toUpperCase(), mobile: '+61 412 345 678' });
    expect(restyled.status).toBe(200);
    expect(restyled.json).toMatchObject({ email: pia.email.toUpperCase(), mobile: '+61 412 345 678', pendingContactChanges: [] });
    await pia.portal.request('PATCH', '/api/customer/profile', { email: pia.email, mobile: '0412 345 678' });
  });

  it('refuses another registration with 403 and applies nothing', async () => {
    const before = (await pia.portal.request('GET', '/api/customer/me')).json.customer;
    const refused = await pia.portal.request('PATCH', '/api/customer/profile', { vehicleRego: 'NED 002', fullName: 'Not Applied' });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ message: 'You can only see your own vehicle' });
    expect((await pia.portal.request('GET', '/api/customer/me')).json.customer).toEqual(before);
  });

  it("answers another customer's e-mail exactly as a free one, changing nothing", async () => {
    const before = (await pia.portal.request('GET', '/api/customer/me')).json.customer;
    const taken = await pia.portal.request('PATCH', '/api/customer/profile', { vehicleRego: 'PIA001', email: 'NED@example.com', fullName: 'Not Applied' });
    const free = await pia.portal.request('PATCH', '/api/customer/profile', { vehicleRego: 'PIA001', email: 'nobody.yet@example.com', fullName: 'Not Applied' });
    expect([taken.status, taken.json]).toEqual([free.status, free.json]);
    expect(JSON.stringify(taken.json)).not.toContain('Ned');
    expect((await pia.portal.request('GET', '/api/customer/me')).json.customer).toEqual(before);
  });

  it('refuses a stale edit with 409 and the customer as the portal shows them (no internal notes)', async () => {
    const me = (await pia.portal.request('GET', '/api/customer/me')).json.customer;
    const stale = await pia.portal.request('PATCH', '/api/customer/profile', { fullName: 'Stale' }, { 'If-Match': `"${me.version - 1}"` });
    expect(stale.status).toBe(409);
    expect(stale.json.current).toEqual(me);
    expect(stale.text).not.toContain('Internal note');
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const before = (await pia.portal.request('GET', '/api/customer/me')).json.customer;
    for (const [body, message] of [
      [{ email: 'nope' }, 'Valid email is required'],
      [{ fullName: ' ' }, 'Full name is required'],
      [{ mobile: 'mobile' }, 'Mobile number must be a valid phone number, such as 0412 345 678'],
      [{ address: 'a'.repeat(5000) }, 'Address must be at most'],
      [{ fullName: 42 }, 'Full name is required'],
    ] as const) {
      const refused = await pia.portal.request('PATCH', '/api/customer/profile', body);
      expect(refused.status).toBe(400);
      expect(refused.json.message).toContain(message);
    }
    for (const body of ['[1]', '"text"', 'null', '{"email":']) {
      const refused = await pia.portal.request('PATCH', '/api/customer/profile', body, { 'content-type': 'application/json' });
      expect(refused.status).toBeLessThan(500);
    }
    expect((await pia.portal.request('GET', '/api/customer/me')).json.customer).toEqual(before);
  });
});

describe('hostile input from a signed-in customer', () => {
  // Their own customer: whatever gets through changes nobody the other specs here use.
  let hal: PortalCustomerWorld;
  beforeAll(async () => {
    hal = await portalCustomer(app, admin, { fullName: 'Hal Hostile', email: 'hal@example.com', rego: 'hal 003', seed: 3, serviceIds });
  });

  it('PATCH /api/customer/profile: never a 5xx, and a refusal changes nothing', async () => {
    const field = fc.constantFrom('fullName', 'email', 'mobile', 'address', 'vehicleRego', 'companyName', 'notes');
    await fc.assert(
      fc.asyncProperty(fc.dictionary(field, fc.oneof(hostileText, hostileJson), { maxKeys: 3 }), async (body) => {
        const before = await storeSnapshot(app.db);
        const answer = await hal.portal.request('PATCH', '/api/customer/profile', body);
        expect(answer.status, answer.text).toBeLessThan(500);
        if (answer.status >= 400) expect(await storeSnapshot(app.db)).toEqual(before);
      }),
      { seed: 20_261_125, numRuns: 40 },
    );
  });

  it('the reads and the PDF: never a 5xx for any vehicleRego or id', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileText.map(percentEncode), rawUrlJunk), async (junk) => {
        for (const path of [`/api/customer/bookings?vehicleRego=${junk}`, `/api/customer/invoices?vehicleRego=${junk}`, `/api/customer/invoices/${junk}/pdf`, `/api/nas-photo?path=${junk}`]) {
          const answer = await hal.portal.request('GET', path);
          expect(answer.status, `${path}: ${answer.text}`).toBeLessThan(500);
        }
      }),
      { seed: 20_261_126, numRuns: 40 },
    );
  });
});

describe('GraphQL', () => {
  it('myBookings and myInvoices answer what REST answers; another registration is FORBIDDEN', async () => {
    const gql = await pia.portal.graphql(
      `query($rego: String) { myBookings(vehicleRego: $rego) { id totalPrice services { name price } beforePhotos { url thumbnailUrl } }
        myInvoices(vehicleRego: $rego) { id amountPaid amountDue pdfUrl items { name total } } }`,
      { rego: 'pia 001' },
    );
    expect(gql.json.errors).toBeUndefined();
    expect(gql.json.data.myBookings.map((b: { id: string }) => b.id)).toEqual(pia.bookingIds);
    expect(gql.json.data.myBookings[0].totalPrice).toBe(390);
    expect(gql.json.data.myInvoices.map((i: { id: string }) => i.id).sort()).toEqual([...pia.invoiceIds].sort());
    const refused = await pia.portal.graphql('{ myBookings(vehicleRego: "NED002") { id } }');
    expect(refused.json.errors[0]).toMatchObject({ message: 'You can only see your own vehicle', extensions: { code: 'FORBIDDEN' } });
    expect(refused.json.data).toBeNull();
  });

  it('updateMyProfile edits on expectedVersion; a stale one is CONFLICT with the portal view', async () => {
    const me = (await pia.portal.request('GET', '/api/customer/me')).json.customer;
    const mutation = 'mutation($input: MyProfileInput!) { updateMyProfile(input: $input) { id fullName address version } }';
    const done = await pia.portal.graphql(mutation, { input: { fullName: 'Pia Graph', address: null, expectedVersion: me.version } });
    expect(done.json.errors).toBeUndefined();
    expect(done.json.data.updateMyProfile).toMatchObject({ id: pia.id, fullName: 'Pia Graph', address: null, version: me.version + 1 });
    const stale = await pia.portal.graphql(mutation, { input: { fullName: 'Stale', expectedVersion: me.version } });
    expect(stale.json.errors[0].extensions).toMatchObject({ code: 'CONFLICT', current: { id: pia.id, fullName: 'Pia Graph' } });
    expect(JSON.stringify(stale.json)).not.toContain('Internal note');
    const taken = await pia.portal.graphql(mutation, { input: { email: 'ned@example.com' } });
    const free = await pia.portal.graphql(mutation, { input: { email: 'nobody.yet@example.com' } });
    expect(taken.json).toEqual(free.json);
    expect(taken.json.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('myPortalChanged', () => {
  it('tells them of their own bookings, invoices and profile, of a booking assigned to or taken from them, and of nothing else', async () => {
    type Change = { myPortalChanged: { kind: string; id: string } };
    const client = graphqlWsClient(app.url, { cookie: pia.portal.cookie });
    const changes = feed<Change>(client, 'subscription { myPortalChanged { kind id } }');
    try {
      const [future] = pia.bookingIds;
      let n = 0;
      await changes.live(() => admin.request('PATCH', `/api/bookings/${future}`, { notes: `probe ${++n}` }));
      const seen = (kind: string, id: string) => changes.next((c) => c.myPortalChanged.kind === kind && c.myPortalChanged.id === id, `${kind} ${id}`);

      // Ned's records change first; then Pia's: if Ned's had come through, they would be seen before.
      await admin.request('PATCH', `/api/bookings/${ned.bookingIds[0]}`, { status: 'approved' });
      await admin.request('PATCH', `/api/invoices/${ned.invoiceIds[0]}/status`, { status: 'paid' });
      await admin.request('PATCH', `/api/customers/${ned.email}`, { fullName: 'Ned Changed' });
      await admin.request('PATCH', `/api/bookings/${future}`, { status: 'approved' });
      await seen('BOOKING', future!);
      await admin.request('PATCH', `/api/invoices/${pia.invoiceIds[0]}/status`, { status: 'paid' });
      await seen('INVOICE', pia.invoiceIds[0]!);
      await pia.portal.request('PATCH', '/api/customer/profile', { address: '7 Live St' });
      await seen('PROFILE', pia.id);

      // A booking of Ned's moved to Pia (its e-mail changed to hers), and back: both are hers to hear of, with its invoice.
      const moving = ned.bookingIds[1]!;
      await admin.request('PATCH', `/api/bookings/${moving}`, { email: pia.email });
      await seen('BOOKING', moving);
      await seen('INVOICE', ned.invoiceIds[2]!);
      await admin.request('PATCH', `/api/bookings/${moving}`, { notes: 'now hers' });
      await admin.request('PATCH', `/api/bookings/${moving}`, { email: ned.email });
      // A read model's changes come in commit order: once a later booking change is heard, every booking change before it was.
      const heardOf = (id: string) => changes.results.filter((c) => c.myPortalChanged.id === id).length;
      const marker = async (note: string) => {
        const before = heardOf(future!);
        await admin.request('PATCH', `/api/bookings/${future}`, { notes: note });
        await until(() => heardOf(future!) > before, note);
      };
      await marker('after the move back');
      const heard = heardOf(moving);
      expect(heard).toBeGreaterThanOrEqual(3);
      await admin.request('PATCH', `/api/bookings/${moving}`, { notes: 'his again' });
      await marker('after his change');
      expect(heardOf(moving)).toBe(heard);

      const ids = new Set(changes.results.map((c) => c.myPortalChanged.id));
      for (const id of [...ned.bookingIds.filter((b) => b !== moving), ...ned.invoiceIds.filter((i) => i !== ned.invoiceIds[2]), ned.id]) expect(ids.has(id)).toBe(false);
    } finally {
      changes.dispose();
      await client.dispose();
    }
  });
});
