import { performance } from 'node:perf_hooks';
import { HttpSession, startTestApp } from '../testing/app.js';
import { createServices } from '../testing/catalog.js';
import { graphqlWsClient } from '../testing/websocket.js';
import type { Sql } from '@detailing/services/platform/database';
import type { BenchOptions, Figure } from './figures.js';
import { bookingInput, percentile } from './support.js';

const CREATE_BOOKING = 'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }';
const ARRIVAL_TIMEOUT_MS = 10_000;

/** Time from sending createBooking to the bookingChanged message for that booking arriving on graphql-ws. */
export async function benchSubscriptionLatency({ quick }: BenchOptions): Promise<Figure[]> {
  const samples = quick ? 20 : 200;
  const app = await startTestApp();
  try {
    const admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    const { latencies, commitsPerBooking } = await deliveryLatencies(admin, admin, samples, app.db.sql);
    const note = `${samples} sequential bookings on ${app.db.kind}`;
    return [
      { key: 'subscription.p50Ms', label: 'createBooking to bookingChanged over graphql-ws, p50', value: percentile(latencies, 50), unit: 'ms', note },
      { key: 'subscription.p99Ms', label: 'createBooking to bookingChanged over graphql-ws, p99', value: percentile(latencies, 99), unit: 'ms', note },
      {
        key: 'subscription.commitsPerBooking',
        label: 'database transactions committed per createBooking (command, projections, reactor)',
        value: commitsPerBooking,
        unit: 'commits',
        note: `${note}; the work behind each delivery, unlike the times above untouched by other load on the machine`,
      },
    ];
  } finally {
    await app.close();
  }
}

/**
 * Sends `samples` createBooking mutations one after another through `writer` and times each until
 * its bookingChanged arrives on a graphql-ws subscription opened through `subscriber` (the same
 * server or another process); returns the latencies in ms, sorted, and how many transactions the
 * database behind `sql` committed per booking meanwhile (every process on it counted).
 */
export async function deliveryLatencies(
  writer: HttpSession,
  subscriber: HttpSession,
  samples: number,
  sql: Sql,
): Promise<{ latencies: number[]; commitsPerBooking: number }> {
  // Its own service: the catalog may be empty or seeded, and ids are not ours to guess.
  const serviceIds = await createServices(writer, 1);
  const client = graphqlWsClient(subscriber.baseUrl, { cookie: subscriber.cookie });
  const arrivals = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  let failure: unknown = null;
  const dispose = client.subscribe<{ bookingChanged: { bookingId: string } }>(
    { query: 'subscription { bookingChanged { bookingId } }' },
    {
      next: ({ data, errors }) => {
        if (errors) failure = errors;
        const id = data?.bookingChanged.bookingId;
        if (!id) return;
        arrivals.set(id, performance.now());
        waiting.get(id)?.();
      },
      error: (error) => {
        failure = error;
      },
      complete: () => {},
    },
  );
  const create = async (name: string): Promise<string> => {
    const response = await writer.graphql(CREATE_BOOKING, { input: bookingInput(name, serviceIds) });
    const id = response.json?.data?.createBooking?.id;
    if (typeof id !== 'string') throw new Error(`createBooking failed: ${response.status} ${response.text.slice(0, 500)}`);
    return id;
  };
  const arrived = (id: string, timeoutMs: number) =>
    new Promise<boolean>((resolve) => {
      if (arrivals.has(id)) return resolve(true);
      const timer = setTimeout(() => resolve(false), timeoutMs);
      waiting.set(id, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  try {
    // The subscription is live once a change arrives on it; until then, changes go unseen.
    let live = false;
    for (let attempt = 0; attempt < 20 && !live && !failure; attempt++) live = await arrived(await create(`Warm up ${attempt}`), 500);
    if (!live) throw new Error(`bookingChanged never arrived on graphql-ws: ${JSON.stringify(failure)}`);

    const commitsBefore = await committedTransactions(sql);
    const latencies: number[] = [];
    for (let i = 0; i < samples; i++) {
      const sent = performance.now();
      const id = await create(`Latency ${i}`);
      if (!(await arrived(id, ARRIVAL_TIMEOUT_MS))) throw new Error(`bookingChanged for ${id} did not arrive within ${ARRIVAL_TIMEOUT_MS} ms`);
      latencies.push(arrivals.get(id)! - sent);
    }
    latencies.sort((a, b) => a - b);
    // Less one: the first count's own read, reported by the time of the second.
    const commitsPerBooking = Math.round((((await committedTransactions(sql)) - commitsBefore - 1) / samples) * 10) / 10;
    return { latencies, commitsPerBooking };
  } finally {
    dispose();
    await client.dispose();
  }
}

/**
 * Transactions committed in the current database so far. A backend reports its counts once it has
 * been idle a moment (at most once a second), so this lets every connection settle first.
 */
async function committedTransactions(sql: Sql): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const [row] = (await sql`select xact_commit from pg_stat_database where datname = current_database()`) as unknown as [{ xact_commit: string }];
  return Number(row.xact_commit);
}
