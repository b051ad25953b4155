import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BookingQuote } from '@detailing/schema';
import type { AppendItem, CommandContext } from '@detailing/services/eventstore/EventStore';
import { testConfig } from '@detailing/services/platform/config';
import { type RunningApp, startApp } from '../app.js';
import { HttpSession } from '../testing/app.js';
import type { BenchOptions, Figure } from './figures.js';
import { expectStatus, median, until } from './support.js';

/** What the starter catalog quotes a 2020 Sedan/Hatch for services 1 and 2, as a booking made now records it. */
const QUOTE: BookingQuote = {
  items: [
    { serviceId: 1, name: 'Exterior Wash & Wax', priceCents: 7_900, durationHours: 1 },
    { serviceId: 2, name: 'Interior Detail', priceCents: 16_900, durationHours: 2 },
  ],
  totalCents: 24_800,
};

const PASSWORD = 'bench-compaction-1';

/**
 * What taking an erasure off the embedded store's files costs (`ErasureCompaction`): an embedded
 * store (`npm start` with nothing configured) holding 5,000 customers with four bookings each
 * (50 with --quick), one customer deleted through the API, the compaction run at once. Figures:
 * the compaction from the erasure to its end, and the longest a customer search sent meanwhile,
 * back to back, waited (each table is locked while it is rewritten, and PGlite has one
 * connection), beside the search's median when nothing else runs. The store is filled through
 * the real event store and projectors, which on PGlite takes some minutes at full size (seven here).
 */
export async function benchErasureCompaction({ quick }: BenchOptions): Promise<Figure[]> {
  const customers = quick ? 50 : 5_000;
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-compaction-'));
  const config = testConfig({ DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', ADMIN_PASSWORD: PASSWORD });
  const app = await startApp(config, { roles: ['api', 'projector', 'worker'], log: () => {}, compactionDelayMs: 0 });
  try {
    const emails = await fill(app, customers);
    const admin = new HttpSession(app.url!);
    expectStatus('signing in', await admin.login('admin', PASSWORD), 200);
    const search = async () => {
      const started = performance.now();
      expectStatus('searching customers', await admin.request('GET', '/api/customers?search=long%20street&limit=50'), 200);
      return performance.now() - started;
    };
    const idle: number[] = [];
    for (let i = 0; i < 20; i++) idle.push(await search());
    const [{ mb }] = (await app.db.sql`select round(pg_database_size(current_database()) / 1e6) as mb`) as unknown as [{ mb: string }];

    expectStatus('deleting a customer', await admin.request('DELETE', `/api/customers/${encodeURIComponent(emails[0]!)}`), 200);
    const started = performance.now();
    let compacting = true;
    const waits: number[] = [];
    const searching = (async () => {
      while (compacting) waits.push(await search());
    })();
    await app.compaction!.settled();
    const compaction = performance.now() - started;
    compacting = false;
    await searching;

    const size = `${customers.toLocaleString('en')} customers, ${(customers * 4).toLocaleString('en')} bookings, a ${mb} MB database, on PGlite`;
    return [
      { key: 'erasure.compaction', label: `compacting the embedded store after an erasure (${size})`, value: compaction, unit: 'ms', note: 'from the erasure to the checkpoint that removed the old WAL' },
      {
        key: 'erasure.compaction.longestWait',
        label: 'the longest a customer search waited during it (baseline: its median alone)',
        value: Math.max(...waits),
        unit: 'ms',
        baseline: median(idle),
        ratio: Math.max(...waits) / median(idle),
        note: `${waits.length} searches back to back`,
      },
    ];
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Appends `count` customers, each with four bookings (one status change each), and waits for every read model. */
async function fill(app: RunningApp, count: number): Promise<string[]> {
  const context = (): CommandContext => ({ commandId: randomUUID(), actor: { kind: 'system', id: null, name: null }, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() });
  const emails: string[] = [];
  let items: AppendItem[] = [];
  for (let c = 0; c < count; c++) {
    const customerId = randomUUID();
    const email = `customer${c}@example.com`;
    const digits = String(c).padStart(6, '0');
    const profile = {
      fullName: `Customer Number ${c} Smith`,
      email,
      mobile: `0412 ${digits.slice(0, 3)} ${digits.slice(3)}`,
      mobileE164: `+61412${digits}`,
      address: `${c} Long Street, Richmond VIC 3121`,
      companyName: null,
      vehicleRego: `ABC ${c % 1000}`,
      notes: c % 3 ? null : 'Prefers mornings; park in the side street',
    };
    emails.push(email);
    items.push({ streamId: `customer-email-${await app.vault.pseudonym(email)}`, events: [{ type: 'CustomerEmailClaimed', data: { customerId } }], expectedVersion: 'no_stream', context: context() });
    items.push({ streamId: `customer-${customerId}`, events: [{ type: 'CustomerRegistered', data: { customerId, ...profile } }], expectedVersion: 'no_stream', context: context() });
    for (let b = 0; b < 4; b++) {
      const bookingId = randomUUID();
      const date = new Date(Date.UTC(2022, 0, 1) + ((c * 4 + b) % 1500) * 86_400_000).toISOString().slice(0, 10);
      const { companyName: _, mobileE164: __, ...details } = profile;
      items.push({
        streamId: `booking-${bookingId}`,
        events: [
          {
            type: 'BookingCreated',
            data: { bookingId, customerId, ...details, notes: b % 2 ? 'Dog hair in the back seats' : null, date, time: '09:00', vehicleType: 'Sedan/Hatch', modelYear: 2020, serviceIds: [1, 2], status: 'pending', termsAccepted: false, termsAcceptedAt: null, source: 'admin', quote: QUOTE },
          },
          { type: 'BookingStatusChanged', data: { bookingId, from: 'pending', to: 'confirmed' } },
        ],
        expectedVersion: 'no_stream',
        context: context(),
      });
    }
    if (items.length >= 600 || c === count - 1) {
      await app.store.appendMany(items);
      items = [];
    }
  }
  const head = await app.store.lastPosition();
  await until(
    'every read model to apply the events',
    async () => Number(((await app.db.sql`select min(position) as p from projection_checkpoints`)[0] as { p: string }).p) >= head,
    { timeoutMs: 30 * 60_000, everyMs: 1_000 },
  );
  return emails;
}
