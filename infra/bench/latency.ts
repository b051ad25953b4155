import { performance } from 'node:perf_hooks';
import { HttpSession, type TestApp } from '../testing/app.js';
import { graphqlWsClient } from '../testing/websocket.js';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Time from sending createBooking to the bookingChanged message for that booking arriving on graphql-ws. */
export async function benchSubscriptionLatency(app: TestApp, samples = 200): Promise<string[]> {
  const admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  const client = graphqlWsClient(app.url, { cookie: admin.cookie });
  const arrivals = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  const dispose = client.subscribe<{ bookingChanged: { bookingId: string } }>(
    { query: 'subscription { bookingChanged { bookingId } }' },
    {
      next: ({ data }) => {
        const id = data!.bookingChanged.bookingId;
        arrivals.set(id, performance.now());
        waiting.get(id)?.();
      },
      error: (e) => console.error('subscription failed', e),
      complete: () => {},
    },
  );
  await new Promise((r) => setTimeout(r, 300));
  const latencies: number[] = [];
  const mutation = 'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }';
  for (let i = 0; i < samples; i++) {
    const sent = performance.now();
    const response = await admin.graphql(mutation, {
      input: { fullName: `Latency ${i}`, email: `l${i}@example.com`, mobile: '0400', date: '2026-12-02', time: '11:00', vehicleType: 'UTE', modelYear: 2022, serviceIds: [1] },
    });
    const id: string = response.json.data.createBooking.id;
    if (!arrivals.has(id)) await new Promise<void>((resolve) => waiting.set(id, resolve));
    latencies.push(arrivals.get(id)! - sent);
  }
  dispose();
  await client.dispose();
  latencies.sort((a, b) => a - b);
  return [
    `createBooking -> bookingChanged over graphql-ws (${samples} sequential, ${app.db.kind}): ` +
      `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  ];
}
