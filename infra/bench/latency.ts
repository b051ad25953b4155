import { performance } from 'node:perf_hooks';
import { HttpSession, startTestApp } from '../testing/app.js';
import { createServices } from '../testing/catalog.js';
import { graphqlWsClient } from '../testing/websocket.js';
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
    const latencies = await deliveryLatencies(admin, admin, samples);
    const note = `${samples} sequential bookings on ${app.db.kind}`;
    return [
      { key: 'subscription.p50Ms', label: 'createBooking to bookingChanged over graphql-ws, p50', value: percentile(latencies, 50), unit: 'ms', note },
      { key: 'subscription.p99Ms', label: 'createBooking to bookingChanged over graphql-ws, p99', value: percentile(latencies, 99), unit: 'ms', note },
    ];
  } finally {
    await app.close();
  }
}

/**
 * Sends `samples` createBooking mutations one after another through `writer` and times each until
 * its bookingChanged arrives on a graphql-ws subscription opened through `subscriber` (the same
 * server or another process); returns the latencies in ms, sorted.
 */
export async function deliveryLatencies(writer: HttpSession, subscriber: HttpSession, samples: number): Promise<number[]> {
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

    const latencies: number[] = [];
    for (let i = 0; i < samples; i++) {
      const sent = performance.now();
      const id = await create(`Latency ${i}`);
      if (!(await arrived(id, ARRIVAL_TIMEOUT_MS))) throw new Error(`bookingChanged for ${id} did not arrive within ${ARRIVAL_TIMEOUT_MS} ms`);
      latencies.push(arrivals.get(id)! - sent);
    }
    latencies.sort((a, b) => a - b);
    return latencies;
  } finally {
    dispose();
    await client.dispose();
  }
}
