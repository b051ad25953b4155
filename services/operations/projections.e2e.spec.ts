import { allProjectors } from '@detailing/projections';
import type { RebuildProgress } from '@detailing/projections/runner/rebuild';
import { ProjectionRunner } from '@detailing/projections/runner/ProjectionRunner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { until } from '../../infra/testing/until.js';
import { feed, graphqlWsClient } from '../../infra/testing/websocket.js';
import { createUser } from '../identity/users.js';
import { PROJECTION_PROGRESS } from '../platform/channels.js';
import { projectionLeases } from '../platform/checkpoints.js';
import { ProjectionStatuses } from './projectionStatuses.js';

// The operations view's server side: every registered read model with its checkpoint, lag, state
// and rebuild progress, live through a subscription; admins only.

const PROJECTION = `name version rowsVersion position updatedAt eventsBehind eventsBehindCapped state
  rebuild { startedAt updatedAt done total percent } lease { holder since }`;

interface Projection {
  name: string;
  version: number;
  rowsVersion: number | null;
  position: number;
  eventsBehind: number | null;
  eventsBehindCapped: boolean;
  state: 'LIVE' | 'BEHIND' | 'REBUILDING';
  rebuild: { startedAt: string; done: number | null; total: number | null; percent: number | null } | null;
}

const quiet = () => {};
let app: TestApp;
let admin: HttpSession;
let bookingId = '';
/** A change every read model's checkpoint follows, so a live subscription hears of it. */
const probe = () => admin.request('PATCH', `/api/bookings/${bookingId}`, { notes: `probe ${Date.now()}` });

async function projections(session = admin): Promise<Projection[]> {
  const answer = await session.graphql(`{ projections { ${PROJECTION} } }`);
  expect(answer.json.errors, answer.text).toBeUndefined();
  return answer.json.data.projections;
}

/** Holds a rebuild between its batches until the test lets the next one go. */
function gate() {
  const reached: RebuildProgress[] = [];
  let release: (() => void) | null = null;
  let finished = false;
  return {
    reached,
    async pause(progress: RebuildProgress) {
      reached.push(progress);
      await new Promise<void>((resolve) => (release = resolve));
    },
    /** Runs the rebuild, held at each pause. */
    run<T>(rebuild: Promise<T>): Promise<T> {
      return rebuild.finally(() => (finished = true));
    },
    get finished() {
      return finished;
    },
    /** Lets the paused rebuild read its next batch (or swap); resolves once it paused again or finished. */
    async step() {
      const before = reached.length;
      const go = await until(() => release, 'the rebuild to pause');
      release = null;
      go();
      await until(() => finished || (reached.length > before && release), 'the rebuild to pause again or finish');
    },
  };
}

beforeAll(async () => {
  app = await startTestApp({ roles: ['api', 'projector'] });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  const serviceIds = await createServices(admin, 2);
  // Enough events for a rebuild in many small batches.
  for (let i = 0; i < 8; i++) {
    const created = await admin.request('POST', '/api/bookings', {
      fullName: `Rebuild Person ${i}`,
      email: `rebuild${i}@example.com`,
      mobile: `0400 000 ${String(100 + i)}`,
      date: '2027-03-01',
      time: '09:00',
      vehicleType: 'Sedan/Hatch',
      modelYear: 2024,
      serviceIds,
    });
    expect(created.status, created.text).toBe(201);
    bookingId = created.json.id;
  }
});

afterAll(async () => {
  await app?.close();
});

describe('the projections query', () => {
  it('lists every registered read model, live, built by its own version, nothing behind', async () => {
    const listed = await until(async () => {
      const all = await projections();
      return all.every((p) => p.state === 'LIVE') && all;
    }, 'every read model to be live');
    expect(listed.map((p) => p.name)).toEqual(allProjectors.map((p) => p.name));
    for (const projection of listed) {
      const projector = allProjectors.find((p) => p.name === projection.name)!;
      expect(projection).toMatchObject({ version: projector.version, eventsBehind: 0, eventsBehindCapped: false, rebuild: null });
      // Every read model has read the events (its checkpoint moves over events it does not handle too).
      expect(projection.position).toBe(await app.store.headPosition());
      expect(projection.rowsVersion).toBe(projector.version);
    }
    // The runner records leases, so each read model names its holder (or nobody), as the leases say.
    const leases = await projectionLeases(app.db.sql);
    const holders = await admin.graphql('{ projections { name lease { holder since } } }');
    for (const { name, lease } of holders.json.data.projections as { name: string; lease: { holder: string | null; since: string | null } | null }[]) {
      const recorded = leases.find((l) => l.name === name);
      expect(lease).toEqual({ holder: recorded?.holder ?? null, since: recorded?.since ?? null });
    }
  });

  it('refuses a customer (portal session or customer account) and nobody, and says nothing about the read models', async () => {
    expect((await admin.request('POST', '/api/admin/customers', { fullName: 'Pia Portal', email: 'pia.ops@example.com', mobile: '0412 000 222', vehicleRego: 'ops 001' })).status).toBe(201);
    const portal = new HttpSession(app.url);
    expect((await portal.request('POST', '/api/customer/login', { vehicleRego: 'ops 001', email: 'pia.ops@example.com' })).status).toBe(200);
    await createUser(app.db.sql, { username: 'casey-ops', password: 'customer-pass', role: 'customer' });
    const account = new HttpSession(app.url);
    expect((await account.login('casey-ops', 'customer-pass')).status).toBe(200);
    const anonymous = new HttpSession(app.url);
    for (const [session, code] of [
      [portal, 'UNAUTHENTICATED'],
      [account, 'FORBIDDEN'],
      [anonymous, 'UNAUTHENTICATED'],
    ] as const) {
      const answer = await session.graphql('{ projections { name position } }');
      expect(answer.json.errors?.[0]?.extensions?.code).toBe(code);
      expect(answer.json.data?.projections ?? null).toBeNull();
      const client = graphqlWsClient(app.url, { cookie: session.cookie || undefined });
      try {
        const live = feed(client, 'subscription { projectionProgress { name position } }');
        await expect(live.live(probe, 3000)).rejects.toThrow();
        expect(live.results).toEqual([]);
        live.dispose();
      } finally {
        await client.dispose();
      }
    }
  });

  it('counts the events behind a read model that has not read them, up to its cap', async () => {
    const head = await app.store.headPosition();
    const [{ n }] = (await app.db.sql`select count(*)::int as n from events`) as unknown as [{ n: number }];
    const exact = new ProjectionStatuses({ db: app.db, store: app.store, projections: [{ name: 'never-ran', version: 3 }] });
    expect(await exact.list()).toEqual([
      expect.objectContaining({ name: 'never-ran', version: 3, rowsVersion: null, position: 0, updatedAt: null, eventsBehind: n, eventsBehindCapped: false, state: 'behind' }),
    ]);
    const capped = new ProjectionStatuses({ db: app.db, store: app.store, projections: [{ name: 'never-ran', version: 3 }], lagCap: 5 });
    expect(await capped.list()).toEqual([expect.objectContaining({ eventsBehind: 5, eventsBehindCapped: true, state: 'behind' })]);
    expect(head).toBeGreaterThan(0);
  });

  it('shows leases where the runner records them: a holder, or nobody', async () => {
    const statuses = new ProjectionStatuses({
      db: app.db,
      store: app.store,
      projections: [
        { name: 'bookings', version: 1 },
        { name: 'invoices', version: 1 },
      ],
      leases: async () => [{ name: 'bookings', holder: 'api-1 (pid 42)', since: '2026-11-26T23:00:00.000Z' }],
    });
    expect((await statuses.list()).map((s) => s.lease)).toEqual([{ holder: 'api-1 (pid 42)', since: '2026-11-26T23:00:00.000Z' }, { holder: null, since: null }]);
  });
});

describe('a rebuild, followed live', () => {
  it('shows the rebuild under way with its progress, then the read model live again after the swap', async () => {
    const client = graphqlWsClient(app.url, { cookie: admin.cookie });
    const live = feed<{ projectionProgress: Projection }>(client, `subscription { projectionProgress { ${PROJECTION} } }`);
    try {
      await live.live(probe);
      const paused = gate();
      const runner = new ProjectionRunner(app.db, app.store, allProjectors, quiet, { batchSize: 5, betweenRebuildBatches: (p) => paused.pause(p) });
      const rebuilt = paused.run(runner.rebuild('bookings'));
      await until(() => paused.reached.length > 0, 'the first batch');

      const first = (await projections()).find((p) => p.name === 'bookings')!;
      expect(first.state).toBe('REBUILDING');
      const [{ n: total }] = (await app.db.sql`select count(*)::int as n from events`) as unknown as [{ n: number }];
      expect(first.rebuild).toMatchObject({ done: 5, total, percent: Math.floor(500 / total) });
      await live.next((r) => r.projectionProgress.name === 'bookings' && r.projectionProgress.state === 'REBUILDING', 'a rebuilding update');

      await paused.step();
      await paused.step();
      const third = (await projections()).find((p) => p.name === 'bookings')!;
      expect(third.rebuild).toMatchObject({ done: 15, total });
      await live.next((r) => r.projectionProgress.name === 'bookings' && (r.projectionProgress.rebuild?.done ?? 0) >= 15, 'the progress to reach 15 events');

      while (!paused.finished) await paused.step();
      await rebuilt;
      const after = (await projections()).find((p) => p.name === 'bookings')!;
      expect(after).toMatchObject({ state: 'LIVE', rebuild: null, eventsBehind: 0 });
      await live.next((r) => r.projectionProgress.name === 'bookings' && r.projectionProgress.state === 'LIVE' && r.projectionProgress.rebuild === null, 'the live update after the swap');
      // Every update came in order: the rebuild's progress never went back.
      const dones = live.results.map((r) => r.projectionProgress).filter((p) => p.name === 'bookings' && p.rebuild).map((p) => p.rebuild!.done!);
      expect(dones).toEqual([...dones].sort((a, b) => a - b));
    } finally {
      live.dispose();
      await client.dispose();
    }
  });

  it('sends a burst of progress notices as a few updates, the last one current', async () => {
    const client = graphqlWsClient(app.url, { cookie: admin.cookie });
    const live = feed<{ projectionProgress: Projection }>(client, `subscription { projectionProgress { ${PROJECTION} } }`);
    try {
      await live.live(probe);
      await until(async () => {
        const count = live.results.length;
        await new Promise((r) => setTimeout(r, 600));
        return live.results.length === count;
      }, 'the probe updates to settle');
      const before = live.results.length;
      // Fifty notices in one transaction arrive together.
      await app.db.transaction(async (_tx, notify) => {
        for (let i = 0; i < 50; i++) notify(PROJECTION_PROGRESS, JSON.stringify({ projection: 'customers', position: i }));
      });
      const position = (await projections()).find((p) => p.name === 'customers')!.position;
      await live.next((r) => r.projectionProgress.name === 'customers' && live.results.indexOf(r) >= before, 'an update of customers');
      const burst = live.results.slice(before).map((r) => r.projectionProgress);
      expect(burst.length).toBeGreaterThan(0);
      expect(burst.length).toBeLessThan(50);
      expect(burst.every((p) => p.name === 'customers')).toBe(true);
      expect(burst.at(-1)!.position).toBe(position);
    } finally {
      live.dispose();
      await client.dispose();
    }
  });
});
