import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { businessTimeZone } from '../settings/queries.js';
import { type CustomerPages, neutralised, readModelPages, sendCustomersCsv } from './csvExport.js';

// The CSV export through a real server: the spec's columns in order, the business date's file
// name, cells a spreadsheet would run as formulas neutralised, quoting, a re-import that changes
// nothing, and pages read from the read model as the download is consumed.

let app: TestApp;
let admin: HttpSession;

const REGISTER = 'mutation ($input: CustomerInput!) { registerCustomer(input: $input) { id } }';
const IMPORT = 'mutation ($csv: String!) { importCustomers(csv: $csv) { id } }';
const SPEC_COLUMNS = ['Full Name', 'Email', 'Mobile', 'Address', 'Vehicle Registration', 'Total Bookings', 'Last Booking', 'Notes'];

const register = async (input: Record<string, string>) => {
  const answer = await admin.graphql(REGISTER, { input });
  expect(answer.json.errors).toBeUndefined();
  return answer.json.data.registerCustomer.id as string;
};

const finished = async (id: string) => {
  for (let i = 0; i < 600; i++) {
    const read = await admin.graphql('query ($id: ID!) { customerImport(id: $id) { state total processed created updated skipped failed errors } }', { id });
    const job = read.json.data.customerImport;
    if (job.state === 'COMPLETED' || job.state === 'FAILED') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import did not finish');
};

const download = async () => {
  const answer = await admin.fetchBytes('/api/customers/export.csv');
  expect(answer.status).toBe(200);
  const text = answer.bytes.toString('utf8');
  return { answer, text, rows: parse(text.replace(/^\uFEFF/, ''), { relax_column_count: false }) as string[][] };
};

const customerCount = async () => Number((await app.db.sql`select count(*)::int as n from customers`)[0]!.n);
const eventCount = async () => Number((await app.db.sql`select count(*)::int as n from events`)[0]!.n);

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  await register({
    fullName: '=HYPERLINK("http://evil.example","Click")',
    email: 'formula@example.com',
    mobile: '+61 412 345 678',
    address: '@home, Unit 2\nBack gate',
    vehicleRego: '-ABC1',
    notes: '=1+2',
  });
  await register({ fullName: 'Plain Person', email: 'plain@example.com', mobile: '0412 000 111', address: '1 Main St, Kew', notes: 'Says "hi", often' });
}, 120_000);

afterAll(() => app?.close());

describe('GET /api/customers/export.csv', () => {
  it('downloads every customer in the spec columns, named by the business date', async () => {
    const { answer, rows } = await download();
    const timeZone = await businessTimeZone(app.db.sql);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="customers-${todayIn(timeZone)}.csv"`);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(rows[0]).toEqual(SPEC_COLUMNS);
    expect(rows).toHaveLength(1 + (await customerCount()));
    expect(rows[2]).toEqual(['Plain Person', 'plain@example.com', '0412 000 111', '1 Main St, Kew', '', '0', '', 'Says "hi", often']);
  });

  it("neutralises cells a spreadsheet would run as formulas and quotes commas, quotes and line breaks", async () => {
    const { text, rows } = await download();
    expect(rows[1]).toEqual([
      `'=HYPERLINK("http://evil.example","Click")`,
      'formula@example.com',
      "'+61 412 345 678",
      "'@home, Unit 2\nBack gate",
      "'-ABC1",
      '0',
      '',
      "'=1+2",
    ]);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain(`"'@home, Unit 2\nBack gate"`);
    expect(text).toContain(`"Says ""hi"", often"`);
    for (const cell of ['=x', '+x', '-x', '@x', '\tx', '\rx']) expect(neutralised(cell)).toBe(`'${cell}`);
    for (const cell of ['x=', 'Jo', '', "'=already"]) expect(neutralised(cell)).toBe(cell);
  });

  it('is for admins only', async () => {
    const nobody = new HttpSession(app.url);
    expect((await nobody.fetchBytes('/api/customers/export.csv')).status).toBe(401);
  });

  it('imports back as it is: nothing changes', async () => {
    const { text } = await download();
    const [customers, events] = [await customerCount(), await eventCount()];
    const job = await finished((await admin.graphql(IMPORT, { csv: text })).json.data.importCustomers.id);
    expect(job).toMatchObject({ state: 'COMPLETED', total: customers, created: 0, updated: 0, skipped: customers, failed: 0, errors: [] });
    expect(await customerCount()).toBe(customers);
    expect(await eventCount()).toBe(events);
    expect((await download()).text).toBe(text);
  });
});

describe('the export streams pages', () => {
  /** Serves `sendCustomersCsv` over `pages` on an ephemeral port. */
  const serve = async (pages: CustomerPages, pageSize: number) => {
    const server = express()
      .get('/x.csv', (_req, res) => void sendCustomersCsv(res, pages, 'x.csv', pageSize))
      .listen(0, '127.0.0.1');
    await once(server, 'listening');
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/x.csv`, close: () => new Promise((r) => server.close(r)) };
  };

  it('reads the read model a page at a time, every customer once, in name order', async () => {
    const csv = ['fullName,email,mobile', ...Array.from({ length: 45 }, (_, i) => `Bulk ${String(i % 9)},bulk${i}@example.com,0412 555 ${String(100 + i)}`)].join('\n');
    expect((await finished((await admin.graphql(IMPORT, { csv })).json.data.importCustomers.id)).created).toBe(45);
    const read = readModelPages(app.db.sql);
    const asked: (string | null)[] = [];
    const server = await serve((cursor, limit) => (asked.push(cursor), read(cursor, limit)), 7);
    try {
      const rows = parse((await (await fetch(server.url)).text()).replace(/^\uFEFF/, '')) as string[][];
      const expected = (await app.db.sql`select email from customers order by full_name, id`).map((r) => r.email as string);
      expect(rows.slice(1).map((r) => r[1])).toEqual(expected);
      expect(asked.length).toBe(Math.floor(expected.length / 7) + 1);
    } finally {
      await server.close();
    }
  });

  it('asks for the next page only as the download is read (not the whole list in memory)', async () => {
    let served = 0;
    const big = 'x'.repeat(200);
    const pages: CustomerPages = async (cursor, limit) => {
      served++;
      const from = Number(cursor ?? 0);
      const customers = Array.from({ length: limit }, (_, i) => ({
        fullName: `C ${from + i}`, email: `c${from + i}@example.com`, mobile: '0412 000 000', address: big, vehicleRego: null, totalBookings: 0, lastBooking: null, notes: big,
      }));
      return { customers, next: from + limit < 1_000_000 ? String(from + limit) : null };
    };
    const server = await serve(pages, 500);
    const response = await fetch(server.url);
    const reader = response.body!.getReader();
    try {
      await reader.read();
      // The loop stops, waiting on the paused reader (without backpressure it would go on to the end).
      let before = -1;
      while (served !== before) {
        before = served;
        await new Promise((r) => setTimeout(r, 500));
      }
      // A million rows are 2,000 pages; a paused reader has had only those the buffers between
      // it and the loop hold: the sockets' (as large as the kernel lets loopback ones grow, which
      // differs between machines) and the streams' own.
      const kernelMax = (file: string) => Number(readFileSync(file, 'utf8').trim().split(/\s+/)[2]);
      const bufferBytes = kernelMax('/proc/sys/net/ipv4/tcp_rmem') + kernelMax('/proc/sys/net/ipv4/tcp_wmem') + 1_000_000;
      const pageBytes = 500 * 2 * big.length;
      expect(served).toBeLessThanOrEqual(Math.ceil(bufferBytes / pageBytes) + 2);
      expect(served).toBeLessThan(2_000 / 5);
    } finally {
      // Before the server closes: it waits for this connection.
      await reader.cancel();
      await server.close();
    }
  });
});
