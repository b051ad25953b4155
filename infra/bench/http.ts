import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { print } from 'graphql';
import { BookingsPageDocument, DashboardSummaryDocument } from '../../web/src/gql/graphql.js';
import { HttpSession, repoRoot } from '../testing/app.js';
import { daysFromToday } from '../testing/days.js';
import { startProductProcess } from '../testing/productProcess.js';
import { freshPostgres } from '../testing/services.js';
import { type BenchOptions, type Figure, withRatio } from './figures.js';
import { expectStatus, until } from './support.js';

const ADMIN_PASSWORD = 'bench-http-admin-1';
const CONNECTIONS = 50;
/** Bookings of other people (24 with --quick), and the signed-in customer's own: a small business's next months. */
const OTHER_BOOKINGS = 120;
const OWN_BOOKINGS = 8;

/** One measured read: how autocannon sends it, and the answer the product gave it (which the bare server returns too). */
interface Read {
  key: 'publicServices' | 'availability' | 'dashboard' | 'bookingsList' | 'portalBookings';
  label: string;
  signedIn: boolean;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * The read paths people wait on, under load: the product in production mode as `npm start` runs it
 * (its own process, on the embedded store and on PostgreSQL), loaded by autocannon with 50
 * connections, each read beside a bare `node:http` server (also its own process) answering the
 * same bytes in the same conditions. A figure's value is the product's requests/s, its baseline
 * the bare server's; p99 and errors (failures and non-2xx answers) are the product's.
 *
 * To see where the product's time goes: `BENCH_CPU_PROF_DIR=/tmp/prof` writes a CPU profile of
 * each product process (open it in Chrome's DevTools), and `BENCH_HTTP_READS=dashboard,postgres`
 * loads only the reads and stores named.
 */
export async function benchHttp({ quick }: BenchOptions): Promise<Figure[]> {
  const seconds = quick ? 1 : 10;
  const others = quick ? 24 : OTHER_BOOKINGS;
  const figures: Figure[] = [];
  const chosen = (process.env.BENCH_HTTP_READS ?? '').split(',').filter(Boolean);
  const stores = (['embedded', 'postgres'] as const).filter((store) => !chosen.some((name) => name === 'embedded' || name === 'postgres') || chosen.includes(store));
  for (const store of stores) {
    const product = await startProduct(store);
    try {
      const seeded = await seed(product.url, others);
      const reads = seeded.some((read) => chosen.includes(read.key)) ? seeded.filter((read) => chosen.includes(read.key)) : seeded;
      for (const read of reads) {
        const answer = await fetch(product.url + read.path, { method: read.method, headers: read.headers, body: read.body });
        const bytes = Buffer.from(await answer.arrayBuffer());
        if (answer.status !== 200) throw new Error(`${read.label}: ${answer.status} ${bytes.toString().slice(0, 300)}`);
        const bare = await startBareServer(bytes, answer.headers.get('content-type') ?? 'application/json');
        try {
          // Bare server and product take turns, each after a short warm-up of its own.
          const baseline = await load(bare.url, read, seconds, !quick);
          const measured = await load(product.url, read, seconds, !quick);
          figures.push(
            withRatio({
              key: store === 'embedded' ? `http.${read.key}` : `http.${read.key}.postgres`,
              label: `${read.label}, ${store === 'embedded' ? 'embedded store' : 'PostgreSQL'} (baseline: bare node:http answering the same ${bytes.length.toLocaleString('en')} bytes)`,
              value: measured.perSecond,
              unit: 'requests/s',
              baseline: baseline.perSecond,
              p99Ms: measured.p99Ms,
              errors: measured.errors,
              note: `${CONNECTIONS} connections for ${seconds} s; target ${read.signedIn ? '≥0.1× with p99 < 50 ms' : '≥0.2× with p99 < 25 ms'}; bare p99 ${baseline.p99Ms} ms`,
            }),
          );
        } finally {
          await bare.stop();
        }
      }
    } finally {
      await product.stop();
    }
  }
  return figures;
}

/** The product as `npm start` runs it, on a fresh embedded data directory or a fresh PostgreSQL database. */
async function startProduct(store: 'embedded' | 'postgres') {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'detailing-bench-http-'));
  const pg = store === 'postgres' ? await freshPostgres() : null;
  const product = await startProductProcess(
    { ADMIN_PASSWORD, DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) },
    [],
    // A log line per request is part of what is measured; keeping them all in the bench is not.
    { keepOutput: false, nodeOptions: process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [] },
  );
  return {
    url: product.url,
    async stop() {
      await product.stop();
      await pg?.db.close();
      await pg?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An admin's bookings for the coming weeks and a registered customer with bookings of their own,
 * signed in to the portal; returns the reads, once the read models show them.
 */
async function seed(url: string, otherBookings: number): Promise<Read[]> {
  const admin = new HttpSession(url);
  expectStatus('admin sign-in', await admin.login('admin', ADMIN_PASSWORD), 200);
  const services = (await admin.request('GET', '/api/services')).json as { id: number }[];
  const serviceIds = services.slice(0, 2).map((service) => service.id);
  const customer = { fullName: 'Paula Portal', email: 'paula.portal@example.com', mobile: '0413 555 010', vehicleRego: 'BEN001' };
  expectStatus('registering the customer', await admin.request('POST', '/api/admin/customers', customer), 201);
  const book = async (n: number, who: { fullName: string; email: string; mobile: string; vehicleRego: string }) =>
    expectStatus(
      'booking',
      await admin.request('POST', '/api/bookings', {
        ...who,
        date: daysFromToday(1 + (n % 60)),
        time: `${String(8 + (n % 9)).padStart(2, '0')}:00`,
        vehicleType: 'SUV 5 Seater',
        modelYear: 2022,
        serviceIds,
        notes: `Booking ${n}: garage on the left, call on arrival`,
        status: n % 3 === 0 ? 'approved' : 'pending',
      }),
      201,
    );
  for (let n = 0; n < otherBookings; n++) {
    await book(n, { fullName: `Customer ${n}`, email: `customer.${n}@example.com`, mobile: `0400 100 ${String(n).padStart(3, '0')}`, vehicleRego: `OTH${n}` });
  }
  for (let n = 0; n < OWN_BOOKINGS; n++) await book(otherBookings + n, customer);
  const portal = new HttpSession(url);
  expectStatus('customer sign-in', await portal.request('POST', '/api/customer/login', { vehicleRego: customer.vehicleRego, email: customer.email }), 200);
  await until('the bookings in the read models', async () => {
    const listed = (await admin.request('GET', '/api/bookings')).json as unknown[];
    const own = (await portal.request('GET', '/api/customer/bookings')).json as unknown[];
    return listed.length === otherBookings + OWN_BOOKINGS && own.length === OWN_BOOKINGS;
  });
  const graphql = (query: string) => JSON.stringify({ query });
  const json = { 'content-type': 'application/json' };
  return [
    { key: 'publicServices', label: 'anonymous GET /api/services', signedIn: false, method: 'GET', path: '/api/services', headers: {} },
    { key: 'availability', label: 'anonymous GET /api/bookings/availability', signedIn: false, method: 'GET', path: '/api/bookings/availability', headers: {} },
    {
      key: 'dashboard',
      label: 'admin GraphQL dashboardSummary',
      signedIn: true,
      method: 'POST',
      path: '/graphql',
      headers: { ...json, cookie: admin.cookie },
      body: graphql(print(DashboardSummaryDocument)),
    },
    {
      key: 'bookingsList',
      label: `admin GraphQL BookingsPage, the Bookings screen's list (${otherBookings + OWN_BOOKINGS} bookings)`,
      signedIn: true,
      method: 'POST',
      path: '/graphql',
      headers: { ...json, cookie: admin.cookie },
      body: graphql(print(BookingsPageDocument)),
    },
    {
      key: 'portalBookings',
      label: `customer portal GET /api/customer/bookings (${OWN_BOOKINGS} bookings)`,
      signedIn: true,
      method: 'GET',
      path: '/api/customer/bookings',
      headers: { cookie: portal.cookie },
    },
  ];
}

/** `seconds` of `read` against `url` with 50 connections, after a one-second warm-up when `warmUp`. */
async function load(url: string, read: Read, seconds: number, warmUp: boolean): Promise<{ perSecond: number; p99Ms: number; errors: number }> {
  const options = { url: url + read.path, method: read.method, headers: read.headers, body: read.body, connections: CONNECTIONS };
  if (warmUp) await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    perSecond: result.requests.total / seconds,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * A bare `node:http` server in a process of its own, answering every request with `body`: Node's
 * own limit on this machine for an answer of that size.
 */
async function startBareServer(body: Buffer, contentType: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '-e',
      `const body = Buffer.from(process.env.BODY, 'base64');
       const server = require('node:http').createServer((req, res) => {
         req.resume();
         res.writeHead(200, { 'content-type': process.env.CONTENT_TYPE, 'content-length': body.length });
         res.end(body);
       });
       server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));`,
    ],
    { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', BODY: body.toString('base64'), CONTENT_TYPE: contentType }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
