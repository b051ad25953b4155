import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { completionMessageKey, customerStreamId, IMPORT_FIELDS, type ImportRowValues, textMessageStreamId } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { BookingCommands } from '../bookings/BookingCommands.js';
import { type CustomerDirectory, sqlBookingLookup } from '../bookings/published.js';
import { SqlBlobStore } from '../blobs/SqlBlobStore.js';
import { sqlCatalogLookup } from '../catalog/published.js';
import { systemClock } from '../platform/clock.js';
import { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { CustomerCommands, type PersonalData } from './CustomerCommands.js';
import { insertImport, saveProgress } from './import/queries.js';
import { failedRowsCsv } from './import/CustomerImports.js';
import { replacePortalLink } from './portalLink/queries.js';
import { offeredDate } from '../bookings/testing/wizard.js';

let app: TestApp;
let admin: HttpSession;
let serviceIds: number[];

const customer = { fullName: 'Cam Customer', email: 'Cam@Example.com', mobile: '0412 345 678', address: '2 Chapel St', companyName: 'Cam Co', vehicleRego: 'cam 123', notes: 'Mornings' };
const booking = (over: Record<string, unknown> = {}) => ({
  fullName: 'Bo Booker',
  email: 'bo@example.com',
  mobile: '0400 111 222',
  date: '2027-03-01',
  time: '09:30',
  vehicleType: 'UTE',
  modelYear: 2024,
  vehicleRego: 'BO 1',
  serviceIds,
  ...over,
});
const CUSTOMER_FIELDS = 'id version fullName email mobile address companyName vehicleRego notes createdAt totalBookings lastBooking';

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  serviceIds = await createServices(admin, 1);
});
afterAll(() => app?.close());

const actor = { kind: 'user' as const, id: null, name: 'admin' };
/** The events the requests here wrote: a booking's texts are recorded by the worker in their own time. */
const eventCount = async () => (await app.db.sql`select count(*)::int as n from events where stream_id not like 'text-message-%'`)[0]!.n as number;

/** The booking and customer commands wired as the app wires them, over this app's database; `wrap` stands between bookings and customers. */
async function bookingCommands(wrap: (directory: CustomerDirectory) => CustomerDirectory = (directory) => directory) {
  const waiter = new ProjectionWaiter(app.db);
  await waiter.start();
  const directory: CustomerDirectory = {
    findOrRegister: (profile, options) => customers.findOrRegister(profile, options),
    decideFirstRegistration: (profile, options) => customers.decideFirstRegistration(profile, options),
  };
  const bookings = new BookingCommands({
    db: app.db,
    store: app.store,
    waiter,
    clock: systemClock,
    blobs: new SqlBlobStore(app.db),
    catalog: sqlCatalogLookup(app.db.sql),
    customers: wrap(directory),
    pseudonym: (text) => app.vault.pseudonym(text),
  });
  const customers = new CustomerCommands({ db: app.db, store: app.store, waiter, clock: systemClock, vault: app.vault, bookings, bookingLookup: sqlBookingLookup(app.db.sql) });
  return { bookings, stop: () => waiter.stop() };
}

describe('customers over REST', () => {
  it('registers (POST /api/admin/customers) in the spec shape, and refuses the same e-mail in another case', async () => {
    const created = await admin.request('POST', '/api/admin/customers', customer);
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ id: expect.any(String), fullName: 'Cam Customer', email: 'Cam@Example.com', phone: '0412 345 678', address: '2 Chapel St', companyName: 'Cam Co' });
    const again = await admin.request('POST', '/api/admin/customers', { ...customer, email: 'cam@EXAMPLE.com' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('A customer with this email already exists');
    const list = await admin.request('GET', '/api/customers?search=cam%40example');
    expect(list.json).toHaveLength(1);
    expect(list.headers.get('x-total-count')).toBe('1');
  });

  it('refuses bad input with clear messages and changes nothing', async () => {
    const before = (await admin.request('GET', '/api/customers')).json.length;
    for (const [body, message] of [
      [{ ...customer, email: 'x1@example.com', mobile: 'mobile' }, 'Mobile number must be a valid phone number, such as 0412 345 678'],
      [{ ...customer, email: 'not an email' }, 'Valid email is required'],
      [{ ...customer, email: 'x2@example.com', fullName: '' }, 'Full name is required'],
      [{ ...customer, email: 'x3@example.com', notes: 'n'.repeat(5001) }, 'Notes must be at most 5000 characters'],
      [{ ...customer, email: 'x4@example.com', vehicleRego: 'r'.repeat(21) }, 'Vehicle registration must be at most 20 characters'],
    ] as const) {
      const refused = await admin.request('POST', '/api/admin/customers', body);
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe(message);
    }
    expect((await admin.request('GET', '/api/customers?limit=500')).status).toBe(400);
    expect((await admin.request('GET', '/api/customers')).json.length).toBe(before);
  });

  it('imports a row (POST /api/customers): new e-mail creates, the same row again changes nothing, a known e-mail takes the non-empty fields', async () => {
    const row = { fullName: 'Ima Import', email: 'ima@example.com', mobile: '0400 555 666', address: '3 Main St', notes: 'From CSV' };
    expect((await admin.request('POST', '/api/customers', row)).json).toMatchObject({ outcome: 'created', fullName: 'Ima Import' });
    expect((await admin.request('POST', '/api/customers', row)).json.outcome).toBe('unchanged');
    const updated = await admin.request('POST', '/api/customers', { ...row, email: 'IMA@example.com', address: '', notes: 'Updated' });
    expect(updated.json).toMatchObject({ outcome: 'updated', address: '3 Main St', notes: 'Updated', email: 'ima@example.com' });
  });

  it('edits by e-mail (PATCH), answers 409 with the current customer on a stale If-Match, and lists bookings by e-mail', async () => {
    const patched = await admin.request('PATCH', '/api/customers/cam@example.com', { fullName: 'Cam Changed', email: 'ignored@example.com' }, { 'If-Match': '"1"' });
    expect(patched.status).toBe(200);
    expect(patched.headers.get('etag')).toBe('"2"');
    expect(patched.json).toMatchObject({ fullName: 'Cam Changed', email: 'Cam@Example.com', version: 2 });
    const stale = await admin.request('PATCH', '/api/customers/cam@example.com', { notes: 'Late' }, { 'If-Match': '"1"' });
    expect(stale.status).toBe(409);
    expect(stale.json.current).toMatchObject({ fullName: 'Cam Changed', version: 2 });
    expect((await admin.request('PATCH', '/api/customers/nobody@example.com', { notes: 'x' })).status).toBe(404);

    await admin.request('POST', '/api/bookings', booking({ email: 'CAM@example.com', date: '2027-02-01', notes: 'First' }));
    await admin.request('POST', '/api/bookings', booking({ email: 'cam@example.com', date: '2027-02-03', notes: 'Second' }));
    await admin.request('POST', '/api/bookings', booking({ email: 'cam@example.com', date: '1900-01-01' })); // a placeholder never counts
    const bookings = await admin.request('GET', '/api/customers/Cam@Example.com/bookings');
    expect(bookings.json).toEqual([
      { id: expect.any(String), date: '2027-02-03', time: '09:30', vehicleType: 'UTE', serviceIds, notes: 'Second', status: 'pending' },
      { id: expect.any(String), date: '2027-02-01', time: '09:30', vehicleType: 'UTE', serviceIds, notes: 'First', status: 'pending' },
    ]);
    const [listed] = (await admin.request('GET', '/api/customers?search=Cam%20Changed')).json;
    expect(listed).toMatchObject({ totalBookings: 2, lastBooking: '2027-02-03' });
  });

  it('searches by name, e-mail, mobile (as typed, digits or E.164) and rego (with or without spaces), a page at a time', async () => {
    for (const search of ['cam ch', 'cam@ex', '0412 345', '0412345678', '+61412345', 'CAM123', 'cam 1']) {
      const found = (await admin.request('GET', `/api/customers?search=${encodeURIComponent(search)}`)).json;
      expect(found.map((c: { email: string }) => c.email), search).toEqual(['Cam@Example.com']);
    }
    expect((await admin.request('GET', '/api/customers?search=c')).json).toEqual([]);
    const page = await admin.request('GET', '/api/customers?offset=1&limit=1');
    expect(page.json).toHaveLength(1);
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThan(1);
  });

  it('bulk-deletes (POST /api/customers/bulk-delete) and answers how many went', async () => {
    const a = (await admin.request('POST', '/api/admin/customers', { ...customer, email: 'bulk1@example.com' })).json.id;
    const b = (await admin.request('POST', '/api/admin/customers', { ...customer, email: 'bulk2@example.com' })).json.id;
    const answer = await admin.request('POST', '/api/customers/bulk-delete', { customerIds: [a, b, '3b241101-e2bb-4255-8caf-4136c566a962', 'junk'] });
    expect(answer.json).toEqual({ deleted: 2 });
    expect((await admin.request('GET', '/api/customers?search=bulk')).json).toEqual([]);
    const tooMany = await admin.request('POST', '/api/customers/bulk-delete', { customerIds: Array.from({ length: 501 }, () => a) });
    expect(tooMany.status).toBe(400);
  });
});

describe('customers over GraphQL', () => {
  it('registers, reads with bookings, pages, updates with a version and deletes', async () => {
    const registered = await admin.graphql(`mutation($input: CustomerInput!) { registerCustomer(input: $input) { ${CUSTOMER_FIELDS} } }`, {
      input: { ...customer, email: 'gql@example.com', fullName: 'Gus Graph' },
    });
    const gus = registered.json.data.registerCustomer;
    expect(gus).toMatchObject({ fullName: 'Gus Graph', mobile: '0412 345 678', vehicleRego: 'cam 123', version: 1, totalBookings: 0, lastBooking: null });
    await admin.request('POST', '/api/bookings', booking({ email: 'gql@example.com', date: '2027-05-05' }));
    const read = await admin.graphql(`query($id: ID!) { customer(id: $id) { totalBookings lastBooking bookings { date status statusLabel services { name } } } }`, { id: gus.id });
    expect(read.json.data.customer).toMatchObject({ totalBookings: 1, lastBooking: '2027-05-05', bookings: [{ date: '2027-05-05', status: 'pending' }] });
    const page = await admin.graphql(`{ customers(search: "gus", limit: 5) { total items { id } } }`);
    expect(page.json.data.customers).toEqual({ total: 1, items: [{ id: gus.id }] });

    const update = `mutation($id: ID!, $v: Int) { updateCustomer(id: $id, changes: { notes: "VIP" }, expectedVersion: $v) { notes version } }`;
    expect((await admin.graphql(update, { id: gus.id, v: 1 })).json.data.updateCustomer).toEqual({ notes: 'VIP', version: 2 });
    const stale = await admin.graphql(update, { id: gus.id, v: 1 });
    expect(stale.json.errors[0].extensions).toMatchObject({ code: 'CONFLICT', current: expect.objectContaining({ version: 2 }) });

    const taken = await admin.graphql(`mutation($input: CustomerInput!) { registerCustomer(input: $input) { id } }`, { input: { ...customer, email: 'GQL@example.com' } });
    expect(taken.json.errors[0].message).toBe('A customer with this email already exists');

    expect((await admin.graphql(`mutation($id: ID!) { deleteCustomer(id: $id, expectedVersion: 1) }`, { id: gus.id })).json.errors[0].extensions.code).toBe('CONFLICT');
    expect((await admin.graphql(`mutation($id: ID!) { deleteCustomer(id: $id, expectedVersion: 2) }`, { id: gus.id })).json.data.deleteCustomer).toBe(gus.id);
    expect((await admin.graphql(`query($id: ID!) { customer(id: $id) { id } }`, { id: gus.id })).json.data.customer).toBeNull();
    expect((await admin.graphql(`mutation($ids: [ID!]!) { deleteCustomers(ids: $ids) }`, { ids: [gus.id] })).json.data.deleteCustomers).toBe(0);
  });

  it('is for admins only', async () => {
    const anonymous = await new HttpSession(app.url).graphql(`{ customers { total } }`);
    expect(anonymous.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('bookings and their customers', () => {
  it('makes one customer of two concurrent bookings with the same new e-mail in different case', async () => {
    const answers = await Promise.all([
      admin.request('POST', '/api/bookings', booking({ email: 'Race@Example.com', fullName: 'Rae One' })),
      new HttpSession(app.url).request('POST', '/api/bookings', booking({ email: 'race@example.COM', fullName: 'Rae Two', termsAccepted: true, date: offeredDate(2) })),
      admin.request('POST', '/api/bookings', booking({ email: 'RACE@example.com', fullName: 'Rae Three' })),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    // The wizard's answer names no customer; the admin's view of it does.
    const customers = await Promise.all(answers.map(async (a) => (await admin.request('GET', `/api/bookings/${a.json.id}/full`)).json.customerId));
    expect(new Set(customers).size).toBe(1);
    const found = (await admin.request('GET', '/api/customers?search=race%40example')).json;
    expect(found).toHaveLength(1);
    expect(found[0].totalBookings).toBe(3);
  });

  it("moves a booking to its new e-mail's customer", async () => {
    const made = (await admin.request('POST', '/api/bookings', booking({ email: 'mover@example.com', fullName: 'Mo Ver' }))).json;
    const moved = await admin.request('PATCH', `/api/bookings/${made.id}`, { email: 'moved@example.com' });
    expect(moved.json.customerId).not.toBe(made.customerId);
    const [from] = (await admin.request('GET', '/api/customers?search=mover%40example')).json;
    const [to] = (await admin.request('GET', '/api/customers?search=moved%40example')).json;
    expect([from.totalBookings, to.totalBookings, to.id]).toEqual([0, 1, moved.json.customerId]);
    const history = await admin.graphql(`query($id: ID!) { bookingHistory(id: $id) { type } }`, { id: made.id });
    expect(history.json.data.bookingHistory.map((e: { type: string }) => e.type)).toContain('BookingAssignedToCustomer');
  });

  it("registers a new e-mail's customer in the booking's own transaction; a retry with the same command id appends nothing", async () => {
    const { bookings, stop } = await bookingCommands();
    try {
      const options = { actor, commandId: randomUUID() };
      const first = await bookings.createBooking(booking({ email: 'one.commit@example.com', fullName: 'Wun Commit' }), 'admin', options);
      const written = await app.db.sql`
        select type, xmin::text as tx from events
        where stream_id in (${customerStreamId(first.customerId!)}, ${`booking-${first.id}`})
          or (type = 'CustomerEmailClaimed' and data->>'customerId' = ${first.customerId})
        order by global_position`;
      expect(written.map((row) => row.type)).toEqual(['CustomerEmailClaimed', 'CustomerRegistered', 'BookingCreated']);
      expect(new Set(written.map((row) => row.tx)).size).toBe(1);

      const before = await eventCount();
      const again = await bookings.createBooking(booking({ email: 'one.commit@example.com', fullName: 'Wun Commit' }), 'admin', options);
      expect([again.id, again.customerId]).toEqual([first.id, first.customerId]);
      expect(await eventCount()).toBe(before);
    } finally {
      await stop();
    }
  });

  it('books to the customer who took a new e-mail between the booking reading it and appending', async () => {
    const seen = { decided: null as { customerId: string } | null, rival: '' };
    const { bookings, stop } = await bookingCommands((directory) => ({
      ...directory,
      async decideFirstRegistration(profile, options) {
        const decided = await directory.decideFirstRegistration(profile, options);
        seen.decided = decided;
        seen.rival = (await directory.findOrRegister({ ...profile, fullName: 'Riv Al' }, { actor, commandId: randomUUID() })).customerId;
        return decided;
      },
    }));
    try {
      const made = await bookings.createBooking(booking({ email: 'between@example.com', fullName: 'Bet Ween' }), 'admin', { actor, commandId: randomUUID() });
      const { decided, rival } = seen;
      expect(decided).not.toBeNull();
      expect(rival).not.toBe(decided!.customerId);
      expect(made.customerId).toBe(rival);
      expect(await app.store.readStream(customerStreamId(decided!.customerId))).toEqual([]);
      const found = (await admin.request('GET', '/api/customers?search=between%40example')).json;
      expect(found.map((c: { id: string; fullName: string; totalBookings: number }) => [c.id, c.fullName, c.totalBookings])).toEqual([[rival, 'Riv Al', 1]]);
    } finally {
      await stop();
    }
  });

  it('counts new customers in the dashboard by when they were registered', async () => {
    const report = await admin.graphql(`{ dashboardSummary { newCustomers } }`);
    expect(report.json.data.dashboardSummary.newCustomers).toBe((await admin.request('GET', '/api/customers?limit=200')).json.length);
  });
});

describe('deleting a customer', () => {
  it('removes them and all their bookings from every read model, and erases their personal data from every history and replay', async () => {
    const del = (await admin.request('POST', '/api/admin/customers', { ...customer, fullName: 'Del Etable', email: 'del@example.com', mobile: '0499 000 111' })).json;
    const b1 = (await admin.request('POST', '/api/bookings', booking({ email: 'del@example.com', fullName: 'Del Etable', mobile: '0499 000 111', notes: 'Secret gate' }))).json;
    const b2 = (await admin.request('POST', '/api/bookings', booking({ email: 'DEL@example.com', fullName: 'Del Etable', mobile: '0499 000 111' }))).json;
    expect([b1.customerId, b2.customerId]).toEqual([del.id, del.id]);

    const gone = await admin.request('DELETE', '/api/customers/del@example.com');
    expect(gone.json).toEqual({ message: 'Customer deleted', id: del.id });
    expect((await admin.request('GET', '/api/customers?search=del%40example')).json).toEqual([]);
    const ids = (await admin.request('GET', '/api/bookings')).json.map((b: { id: string }) => b.id);
    expect(ids).not.toContain(b1.id);
    expect(ids).not.toContain(b2.id);
    expect((await admin.request('GET', `/api/bookings/${b1.id}/full`)).status).toBe(404);
    const rows = await app.db.sql`select full_name, email, mobile, notes from bookings where id = any(${[b1.id, b2.id]})`;
    for (const row of rows) expect(JSON.stringify(row)).not.toMatch(/Del Etable|del@example|0499 000 111|Secret gate/i);

    const history = await admin.graphql(`query($id: ID!) { bookingHistory(id: $id) { type changes { field to } } }`, { id: b1.id });
    const entries = history.json.data.bookingHistory;
    expect(entries.map((e: { type: string }) => e.type)).toEqual(['BookingCreated', 'BookingDeleted']);
    expect(entries[0].changes).toEqual(expect.arrayContaining([{ field: 'fullName', to: '"(erased)"' }, { field: 'email', to: '"(erased)"' }]));

    // A replay reads every event from the start: none of theirs carries a personal value any more.
    const replay = JSON.stringify(await app.store.readAll(0, 100_000));
    expect(replay).not.toMatch(/Del Etable|del@example|0499 000 111|\+61499000111|Secret gate/i);
    expect((await app.store.readStream(customerStreamId(del.id)))[0]!.data).toMatchObject({ fullName: '(erased)', email: '(erased)', mobile: '(erased)' });

    // The e-mail is free again.
    expect((await admin.request('POST', '/api/admin/customers', { ...customer, email: 'del@example.com' })).status).toBe(201);
    expect((await admin.request('DELETE', '/api/customers/nobody@example.com')).status).toBe(404);
  });

  it('finishes an interrupted delete on a retry with the same command id, doing nothing twice', async () => {
    const victim = (await admin.request('POST', '/api/admin/customers', { ...customer, fullName: 'Cr Ash', email: 'crash@example.com' })).json;
    const b = (await admin.request('POST', '/api/bookings', booking({ email: 'crash@example.com' }))).json;
    const waiter = new ProjectionWaiter(app.db);
    await waiter.start();
    try {
      const blobs = new SqlBlobStore(app.db);
      const bookings = new BookingCommands({
        db: app.db,
        store: app.store,
        waiter,
        clock: systemClock,
        blobs,
        catalog: sqlCatalogLookup(app.db.sql),
        customers: { findOrRegister: () => Promise.reject(new Error('not used')), decideFirstRegistration: () => Promise.reject(new Error('not used')) },
        pseudonym: (text) => app.vault.pseudonym(text),
      });
      let failures = 1;
      const vault: PersonalData = {
        pseudonym: (text) => app.vault.pseudonym(text),
        erase: async (streams) => {
          if (failures-- > 0) throw new Error('crashed before erasing');
          await app.vault.erase(streams);
        },
      };
      const commands = new CustomerCommands({ db: app.db, store: app.store, waiter, clock: systemClock, vault, bookings, bookingLookup: sqlBookingLookup(app.db.sql) });
      const options = { actor: { kind: 'user' as const, id: null, name: 'admin' }, commandId: 'delete-crash-1' };
      await expect(commands.delete(victim.id, options)).rejects.toThrow('crashed before erasing');
      // Texts of earlier tests' bookings may still be recording their outcomes meanwhile: not the delete's.
      const count = async () => (await app.db.sql`select count(*)::int as n from events where stream_id not like 'text-message-%'`)[0]!.n;
      const eventsAfterCrash = await count();
      expect((await app.store.readStream(customerStreamId(victim.id)))[0]!.data.fullName).toBe('Cr Ash');

      await commands.delete(victim.id, options);
      expect(await count()).toBe(eventsAfterCrash);
      const customerEvents = await app.store.readStream(customerStreamId(victim.id));
      expect(customerEvents.map((e) => e.type)).toEqual(['CustomerRegistered', 'CustomerDeleted']);
      expect(customerEvents[0]!.data.fullName).toBe('(erased)');
      const bookingEvents = await app.store.readStream(`booking-${b.id}`);
      expect(bookingEvents.map((e) => e.type)).toEqual(['BookingCreated', 'BookingDeleted']);
      expect(bookingEvents[0]!.data.email).toBe('(erased)');
    } finally {
      await waiter.stop();
    }
  });

  it('drops their portal sign-in link', async () => {
    const c = (await admin.request('POST', '/api/admin/customers', { ...customer, fullName: 'Lin K', email: 'link-gone@example.com' })).json;
    const now = new Date().toISOString();
    await replacePortalLink(app.db.sql, { customerId: c.id, linkId: randomUUID(), tokenHash: Buffer.alloc(32, 7), origin: 'http://localhost', now, expiresAt: now });
    await app.db.sql`update customer_portal_links set send_state = 'FAILED', send_error = 'The To number +61412345678 is not valid' where customer_id = ${c.id}`;
    expect((await admin.request('DELETE', '/api/customers/link-gone@example.com')).status).toBe(200);
    expect(await app.db.sql`select 1 from customer_portal_links where customer_id = ${c.id}`).toHaveLength(0);
  });

  it("erases the text messages of their bookings (a provider's refusal may quote the number)", async () => {
    const c = (await admin.request('POST', '/api/admin/customers', { ...customer, fullName: 'Tex T', email: 'texts@example.com', mobile: '0411 222 333' })).json;
    const b = (await admin.request('POST', '/api/bookings', booking({ email: 'texts@example.com', fullName: 'Tex T', mobile: '0411 222 333' }))).json;
    expect(b.customerId).toBe(c.id);
    const stream = textMessageStreamId(completionMessageKey(b.id));
    const at = new Date().toISOString();
    await app.store.append(stream, [{ type: 'TextMessageFailed', data: { messageKey: completionMessageKey(b.id), reason: "The 'To' number +61411222333 is not a valid phone number.", permanent: true } }], 'any', {
      commandId: `text-${b.id}`, actor: { kind: 'system', id: null, name: 'test' }, correlationId: `text-${b.id}`, causationId: null, occurredAt: at,
    });
    expect((await admin.request('DELETE', '/api/customers/texts@example.com')).status).toBe(200);
    expect(JSON.stringify(await app.store.readStream(stream))).not.toContain('+61411222333');
    expect(JSON.stringify(await app.db.sql`select data from events where stream_id = ${stream}`)).not.toContain('+61411222333');
  });

  it('forgets their rows in finished imports: the stored rows and their lines of the failed-rows CSV', async () => {
    await admin.request('POST', '/api/admin/customers', { ...customer, fullName: 'Imp Orted', email: 'imported@example.com', mobile: '0433 444 555' });
    const values = (email: string, fullName: string): ImportRowValues => ({
      ...(Object.fromEntries(IMPORT_FIELDS.map((field) => [field, ''])) as ImportRowValues),
      ...{ fullName, email, mobile: '0433 444 555', date: 'soon' },
    });
    const rows = [
      { row: 2, emailKey: 'imported@example.com', values: values('Imported@example.com', 'Imp Orted'), customerId: null, customerOutcome: null, bookingOutcome: null, outcome: 'failed' as const, message: 'Invalid date' },
      { row: 3, emailKey: 'other@example.com', values: values('other@example.com', 'Oth Er'), customerId: null, customerOutcome: null, bookingOutcome: null, outcome: 'failed' as const, message: 'Invalid date' },
    ];
    const id = randomUUID();
    await insertImport(app.db, id, rows);
    const counts = { processed: 2, created: 0, updated: 0, skipped: 0, failed: 2 };
    await saveProgress(app.db, id, 'FAILED', counts, { errors: [], failedRowsCsv: failedRowsCsv(rows), message: null });

    expect((await admin.request('DELETE', '/api/customers/imported@example.com')).status).toBe(200);
    const stored = await app.db.sql`select email_key from customer_import_rows where import_id = ${id}`;
    expect(stored.map((r) => r.email_key)).toEqual(['other@example.com']);
    const [stored2] = await app.db.sql`select failed_rows_csv from customer_imports where id = ${id}`;
    const csv = stored2!.failed_rows_csv as string;
    expect(csv).not.toMatch(/imported@example|Imp Orted/i);
    expect(csv).toContain('other@example.com');
    expect(csv.split('\n')[0]).toBe([...IMPORT_FIELDS, 'error'].join(','));
  });

  it('stops replaying stored responses that carry their data, without running those requests again', async () => {
    const key = { 'Idempotency-Key': 'register-replay-1' };
    const body = { ...customer, fullName: 'Rep Lay', email: 'replay@example.com' };
    const first = await admin.request('POST', '/api/admin/customers', body, key);
    expect(first.status).toBe(201);
    expect((await admin.request('DELETE', '/api/customers/replay@example.com')).status).toBe(200);
    const replay = await admin.request('POST', '/api/admin/customers', body, key);
    expect(replay.status).toBe(410);
    expect(JSON.stringify(replay.json)).not.toMatch(/Rep Lay|replay@example/i);
    expect((await admin.request('GET', '/api/customers?search=replay%40example')).json).toEqual([]);
    const stored = await app.db.sql`select body from idempotency_keys where position(${Buffer.from(first.json.id)} in body) > 0`;
    expect(stored).toHaveLength(0);
  });
});
