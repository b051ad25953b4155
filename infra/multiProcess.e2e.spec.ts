import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjectors } from '@detailing/projections';
import { defaultSmsTemplates, SMS_TEMPLATE_IDS } from '@detailing/schema';
import { PROJECTION_PROGRESS, type ProgressMessage } from '@detailing/services/platform/channels';
import { type ProjectionLease, projectionLeases } from '@detailing/services/platform/checkpoints';
import { HttpSession } from './testing/app.js';
import { createServices } from './testing/catalog.js';
import { type FakeTwilio, startFakeTwilio } from './testing/fakeTwilio.js';
import { type ProductProcess, startProductProcess } from './testing/productProcess.js';
import { freshPostgres, redisUrl } from './testing/services.js';
import { bookingMaker, e164 } from './testing/processBookings.js';
import { until } from './testing/until.js';
import { feed, graphqlWsClient } from './testing/websocket.js';

// Issue 17, "more than one process": two `npm start` processes (every role: API, projector,
// worker) on ONE PostgreSQL database and ONE Redis work as one product. A mutation through one
// reaches a subscriber on the other; each projection (and the reactor) runs in one process at a
// time, the holder of its lease, and the survivor takes over every one of them after the other is
// killed; a completion gives exactly one invoice and one text although two workers are running.

const ADMIN_PASSWORD = 'multi-admin-pass-1';
const COMPLETE = 'mutation($id: ID!) { changeBookingStatus(id: $id, status: "completed") { id status } }';

let pg: Awaited<ReturnType<typeof freshPostgres>>;
let fake: FakeTwilio;
let a: ProductProcess;
let b: ProductProcess;
let adminA: HttpSession;
let adminB: HttpSession;
let serviceIds: number[];
let redis: string;
let queuePrefix: string;
const dirs: string[] = [];
/** Every projection and the reactor: each has a lease. */
const leased = [...allProjectors.map((p) => p.name), 'reactor'].sort();
/** Each lease's holder as the process it names (the default label ends in the pid). */
const holders = async (): Promise<Record<string, string | null>> =>
  Object.fromEntries(
    (await projectionLeases(pg.db.sql)).filter((l) => leased.includes(l.name)).map((l: ProjectionLease) => [l.name, l.holder && whose(l.holder)]),
  );
const whose = (holder: string) => (holder.endsWith(` pid ${a.pid}`) ? 'A' : holder.endsWith(` pid ${b.pid}`) ? 'B' : holder);
const all = (process: 'A' | 'B') => Object.fromEntries(leased.map((name) => [name, process]));
/** Every projection progress notice either process committed, in commit order, from the moment both were ready. */
const progress: ProgressMessage[] = [];
let unlisten: (() => Promise<void>) | undefined;

const maker = bookingMaker({ tag: 'multi', mobilePrefix: '0412 000', serviceIds: () => serviceIds });
const createBooking = maker.create;

beforeAll(async () => {
  pg = await freshPostgres();
  fake = await startFakeTwilio();
  redis = await redisUrl();
  queuePrefix = `multi-${randomBytes(4).toString('hex')}`;
  const shared = {
    DATABASE_URL: pg.url,
    REDIS_URL: redis,
    // One installation: both processes share the queues, apart from every other test's.
    QUEUE_PREFIX: queuePrefix,
    ADMIN_PASSWORD,
    TWILIO_API_BASE_URL: fake.url,
    SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    JOB_LOCK_MS: '5000',
    // A killed holder's projections move to the other process within about this long.
    LEASE_RETRY_MS: '250',
  };
  const dataDir = () => mkdtemp(path.join(tmpdir(), 'detailing-multi-')).then((dir) => (dirs.push(dir), dir));
  // The first creates the schema; the second then starts on a database already in use.
  a = await startProductProcess({ ...shared, DATA_DIR: await dataDir() });
  b = await startProductProcess({ ...shared, DATA_DIR: await dataDir() });

  adminA = new HttpSession(a.url);
  expect((await adminA.login('admin', ADMIN_PASSWORD)).status).toBe(200);
  adminB = new HttpSession(b.url);
  expect((await adminB.login('admin', ADMIN_PASSWORD)).status).toBe(200);

  const sms = await adminA.request('POST', '/api/settings/sms', { accountSid: fake.accountSid, authToken: fake.authToken, fromNumber: '+61400000001' });
  expect(sms.json?.isConfigured).toBe(true);
  // Only the completion text, so every text the fake receives is one of those counted below.
  const templates = defaultSmsTemplates.map((t) => ({ ...t, enabled: t.id === SMS_TEMPLATE_IDS.bookingCompleted }));
  const saved = await adminA.graphql('mutation($t: [SmsTemplateInput!]!) { saveSmsTemplates(templates: $t) { id enabled } }', { t: templates });
  expect(saved.json?.data?.saveSmsTemplates, saved.text).toContainEqual({ id: SMS_TEMPLATE_IDS.bookingCompleted, enabled: true });
  serviceIds = await createServices(adminA, 1);

  unlisten = await pg.db.listen(PROJECTION_PROGRESS, (payload) => progress.push(JSON.parse(payload) as ProgressMessage));
}, 180_000);

afterAll(async () => {
  await unlisten?.();
  await a?.stop('SIGKILL');
  await b?.stop('SIGTERM');
  await fake?.close();
  await pg?.drop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('two product processes on one PostgreSQL and one Redis', { timeout: 120_000 }, () => {
  it('runs each projection and the reactor in exactly one process: A, which started first, holds every lease and B none', async () => {
    expect(await holders()).toEqual(all('A'));
  });

  it('a booking created through process A reaches a bookingChanged subscriber on process B', async () => {
    const client = graphqlWsClient(b.url, { cookie: adminB.cookie });
    const changes = feed<{ bookingChanged: { bookingId: string; kind: string } }>(client, 'subscription { bookingChanged { bookingId kind } }');
    try {
      // Probes go through A as well: the subscription is live once B hands on A's change.
      await changes.live(() => createBooking(adminA, 'Pat Probe'), 20_000);
      const booking = await createBooking(adminA, 'Ada Across');
      const change = await changes.next((c) => c.bookingChanged.bookingId === booking.id, 'the booking created through A, on B', 20_000);
      expect(change.bookingChanged).toEqual({ bookingId: booking.id, kind: 'CREATED' });
    } finally {
      changes.dispose();
      await client.dispose();
    }
  });

  it('20 completions, alternately through A and B, give exactly one invoice and one text each with two workers running', async () => {
    fake.reset();
    const leasesBefore = await projectionLeases(pg.db.sql);
    const sessions = [adminA, adminB];
    const bookings = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const session = sessions[i % 2]!;
        const booking = await createBooking(session, `Casey Complete ${i + 1}`);
        const completed = await session.graphql(COMPLETE, { id: booking.id });
        expect(completed.json?.data?.changeBookingStatus, completed.text).toMatchObject({ id: booking.id });
        return booking;
      }),
    );
    const ids = new Set(bookings.map((x) => x.id));
    const invoicesOf = async () =>
      ((await adminB.request('GET', '/api/invoices')).json as { bookingId: string; invoiceNumber: string; status: string }[]).filter((i) => ids.has(i.bookingId));
    const sent = () => fake.requests.filter((r) => r.status === 201);
    await until(async () => (await invoicesOf()).length >= 20 && sent().length >= 20, 'an invoice and a text for each of the 20 completions', 90_000, 200);
    // Whatever was still to come would have come by the time both read models and queues are quiet.
    await until(async () => (await queuesIdle()) && (await reactorCaughtUp()), 'both workers to be idle', 30_000, 200);

    const invoices = await invoicesOf();
    expect(invoices.map((i) => i.bookingId).sort()).toEqual([...ids].sort());
    expect(invoices.every((i) => i.status === 'paid')).toBe(true);
    expect(new Set(invoices.map((i) => i.invoiceNumber)).size).toBe(20);
    const [issued] = await pg.db.sql`select count(*)::int as n from events where type = 'InvoiceIssued'`;
    expect(issued!.n).toBe(20);

    expect(sent().map((r) => r.form.To).sort()).toEqual(bookings.map((x) => e164(x.mobile)).sort());
    expect(fake.requests.filter((r) => r.status !== 201)).toEqual([]);
    for (const booking of bookings) expect(sent().find((r) => r.form.To === e164(booking.mobile))!.form.Body).toContain('all done');
    // No lease moved under the load: every batch of every projection, and every reaction, was A's.
    expect(await projectionLeases(pg.db.sql)).toEqual(leasesBefore);
  });

  it('after A is killed (SIGKILL), B takes over every projection and the reactor, and a booking made afterwards reaches its read model and a subscriber', async () => {
    // Killed while both are busy: bookings go in through B as A dies.
    const before = progress.length;
    const during = Array.from({ length: 5 }, (_, i) => createBooking(adminB, `Dana During ${i + 1}`));
    const killed = await a.stop('SIGKILL');
    expect(killed.signal).toBe('SIGKILL');
    await until(async () => JSON.stringify(await holders()) === JSON.stringify(all('B')), 'B to hold every lease A held', 30_000, 100);
    expect(await holders()).toEqual(all('B'));

    const client = graphqlWsClient(b.url, { cookie: adminB.cookie });
    const changes = feed<{ bookingChanged: { bookingId: string; kind: string } }>(client, 'subscription { bookingChanged { bookingId kind } }');
    let booking: { id: string; mobile: string };
    try {
      await changes.live(() => createBooking(adminB, 'Pat Probe'), 20_000);
      booking = await createBooking(adminB, 'Sam Survivor');
      const change = await changes.next((c) => c.bookingChanged.bookingId === booking.id, 'the booking made after the kill, on B', 20_000);
      expect(change.bookingChanged).toEqual({ bookingId: booking.id, kind: 'CREATED' });
    } finally {
      changes.dispose();
      await client.dispose();
    }
    const made = [...(await Promise.all(during)), booking];
    const listed = await until(
      async () => {
        const rows = (await adminB.request('GET', '/api/bookings')).json as { id: string; fullName: string }[];
        return made.every((m) => rows.some((r) => r.id === m.id)) && rows.find((r) => r.id === booking.id);
      },
      "the bookings in B's read model",
      30_000,
      100,
    );
    expect(listed && listed.fullName).toBe('Sam Survivor');
    const [head] = await pg.db.sql`select max(global_position)::bigint as p from events`;
    await until(
      async () => {
        const [row] = await pg.db.sql`select position from projection_checkpoints where name = 'bookings'`;
        return Number(row!.position) >= Number(head!.p);
      },
      "B's bookings projection to reach the last event",
      30_000,
      100,
    );
    expect(progress.slice(before).some((p) => p.projection === 'bookings')).toBe(true);

    // A batch commits its progress notice with it, under its projection's checkpoint lock: had a
    // batch been applied twice, or by both processes at once (A dying mid-batch included), a
    // projection's positions would repeat or go back in commit order.
    const byProjection = new Map<string, number[]>();
    for (const { projection, position } of progress) byProjection.set(projection, [...(byProjection.get(projection) ?? []), position]);
    expect(byProjection.get('bookings')?.length).toBeGreaterThan(20);
    for (const [projection, positions] of byProjection) {
      const increasing = positions.every((position, i) => i === 0 || position > positions[i - 1]!);
      expect(increasing, `${projection}: ${positions.join(', ')}`).toBe(true);
    }
  });
});

/** No job waits, runs or is delayed in either queue (both workers take from the same ones). */
async function queuesIdle(): Promise<boolean> {
  const queues = ['invoices', 'sms'].map((name) => new Queue(name, { connection: { url: redis }, prefix: queuePrefix }).on('error', () => {}));
  try {
    for (const queue of queues) {
      const counts = await queue.getJobCounts('active', 'wait', 'delayed', 'prioritized', 'waiting-children');
      if (Object.values(counts).some((n) => n > 0)) return false;
    }
    return true;
  } finally {
    await Promise.all(queues.map((q) => q.close()));
  }
}

/** The reactors (one per worker) have reacted to every event. */
async function reactorCaughtUp(): Promise<boolean> {
  const [row] = await pg.db.sql`select (select position from projection_checkpoints where name = 'reactor') >= (select coalesce(max(global_position), 0) from events) as done`;
  return row?.done === true;
}
