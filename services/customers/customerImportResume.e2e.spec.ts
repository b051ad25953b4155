import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';

// A crash mid-import: the worker's step fails once right after a booking was created and before
// the row's outcome was stored, and once right after a batch of new customers (and their
// bookings) was appended and before those rows' outcomes were stored. The job is retried by the real queue and resumes: nothing is done
// twice (same customers, one booking per row) and the counts are those of what happened.

let app: TestApp;
let admin: HttpSession;
const crashes: string[] = [];
let armed = false;
let armedBatch = false;
let racing = false;
const raced: number[] = [];

beforeAll(async () => {
  app = await startTestApp({
    wrapImportPorts: (ports) => ({
      ...ports,
      async createBooking(customerId, customer, booking, options) {
        await ports.createBooking(customerId, customer, booking, options);
        if (armed && customer.email === 'ada@example.com') {
          armed = false;
          crashes.push(options.commandId);
          throw new Error('the worker died between creating the booking and storing the row');
        }
      },
      async registerNew(rows) {
        if (racing && rows.some((row) => row.customer.email === 'eve@example.com')) {
          racing = false;
          // An ordinary registration of one of the batch's e-mails, after the job found it new.
          const registered = await admin.request('POST', '/api/admin/customers', { fullName: 'Eve Elsewhere', email: 'EVE@example.com', mobile: '0412 000 009' });
          raced.push(registered.status);
        }
        const ids = await ports.registerNew!(rows);
        if (armedBatch && rows.some((row) => row.customer.email === 'cara@example.com')) {
          armedBatch = false;
          crashes.push('batch');
          throw new Error('the worker died between appending a batch of new customers and storing their rows');
        }
        return ids;
      },
    }),
  });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
}, 120_000);

afterAll(() => app?.close());

const IMPORT = 'mutation ($csv: String!) { importCustomers(csv: $csv) { id } }';
const READ = 'query ($id: ID!) { customerImport(id: $id) { state total processed created updated skipped failed errors } }';

async function runImport(csv: string) {
  const id = (await admin.graphql(IMPORT, { csv })).json.data.importCustomers.id as string;
  for (let i = 0; i < 300; i++) {
    const job = (await admin.graphql(READ, { id })).json.data.customerImport;
    if (job.state === 'COMPLETED' || job.state === 'FAILED') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import did not finish');
}

const count = async (query: Promise<Record<string, unknown>[]>) => Number((await query)[0]!.n);

describe('an import that crashes mid-row', () => {
  it('resumes on the retry without doubling anything and counts each row as it happened', async () => {
    const known = await runImport(['fullName,email,mobile', 'Ada Known,ada@example.com,0412 000 001', 'Bea Known,bea@example.com,0412 000 002'].join('\n'));
    expect(known).toMatchObject({ state: 'COMPLETED', created: 2 });

    armed = true;
    armedBatch = true;
    const rows = [
      'fullName,email,mobile,vehicleType,date,time',
      'Ada Known,ada@example.com,0412 000 001,UTE,2027-03-01,09:30', // unchanged customer, new booking: updated (the crash comes here)
      'Cara New,cara@example.com,0412 000 003,SUV 5 Seater,2027-03-02,10:00', // new customer with a booking: created
      'Dan New,dan@example.com,0412 000 004,,,', // new customer: created
      'Bea Known,bea@example.com,0412 000 002,,,', // nothing new: skipped
    ];
    const job = await runImport(rows.join('\n'));
    expect(crashes).toHaveLength(2);
    expect(job).toMatchObject({ state: 'COMPLETED', total: 4, processed: 4, created: 2, updated: 1, skipped: 1, failed: 0, errors: [] });

    expect(await count(app.db.sql`select count(*)::int as n from customers`)).toBe(4);
    const bookings = await app.db.sql`select lower(email) as email, count(*)::int as n from bookings group by 1 order by 1`;
    expect(bookings.map((b) => [b.email, b.n])).toEqual([
      ['ada@example.com', 1],
      ['cara@example.com', 1],
    ]);
    expect(await count(app.db.sql`select count(*)::int as n from events where type = 'BookingCreated'`)).toBe(2);
    expect(await count(app.db.sql`select count(*)::int as n from events where type = 'CustomerRegistered'`)).toBe(4);

    // The same file again changes nothing.
    const again = await runImport(rows.join('\n'));
    expect(again).toMatchObject({ state: 'COMPLETED', created: 0, updated: 0, skipped: 4, failed: 0 });
    expect(await count(app.db.sql`select count(*)::int as n from bookings`)).toBe(2);
  });

  it('falls back row by row when someone registers one of a batch’s new e-mails meanwhile: one customer per e-mail, the rest created', async () => {
    racing = true;
    const job = await runImport(
      ['fullName,email,mobile,vehicleType,date,time', 'Eve Import,eve@example.com,0412 000 009,UTE,2027-04-01,09:30', 'Fay New,fay@example.com,0412 000 010,,,', 'Gus New,gus@example.com,0412 000 011,UTE,2027-04-02,10:00'].join('\n'),
    );
    expect(raced).toEqual([201]);
    // Eve was registered by the other caller: the import gives her the row's name and booking.
    expect(job).toMatchObject({ state: 'COMPLETED', total: 3, created: 2, updated: 1, failed: 0 });
    const customers = await app.db.sql`select lower(email) as email, full_name from customers where lower(email) in ('eve@example.com', 'fay@example.com', 'gus@example.com') order by 1`;
    expect(customers.map((c) => [c.email, c.full_name])).toEqual([
      ['eve@example.com', 'Eve Import'],
      ['fay@example.com', 'Fay New'],
      ['gus@example.com', 'Gus New'],
    ]);
    const bookings = await app.db.sql`select lower(email) as email, count(*)::int as n from bookings where lower(email) in ('eve@example.com', 'gus@example.com') group by 1 order by 1`;
    expect(bookings.map((b) => [b.email, b.n])).toEqual([
      ['eve@example.com', 1],
      ['gus@example.com', 1],
    ]);
  });
});
