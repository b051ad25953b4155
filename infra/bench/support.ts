import { performance } from 'node:perf_hooks';
import type { Database } from '@detailing/services/platform/database';

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/**
 * Polls `check` until it holds. Every wait in the bench has a deadline: a product that stops
 * answering fails the run (and CI) with what it was waiting for instead of hanging it.
 */
export async function until(what: string, check: () => Promise<boolean> | boolean, { timeoutMs = 60_000, everyMs = 5 } = {}): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** An admin's new booking a month ahead, so no rule about past dates can refuse it. */
export function bookingInput(name: string, serviceIds: number[]) {
  const date = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const local = name.toLowerCase().replace(/[^a-z0-9]+/g, '.');
  return { fullName: name, email: `${local}@example.com`, mobile: '0400 000 000', date, time: '10:00', vehicleType: 'UTE', modelYear: 2024, serviceIds };
}

/** Throws with the answer when a request did not succeed, instead of failing later on a missing field. */
export function expectStatus(what: string, response: { status: number; text: string }, status: number): void {
  if (response.status !== status) throw new Error(`${what}: expected ${status}, got ${response.status} ${response.text.slice(0, 500)}`);
}

/**
 * `count` BookingCreated events on streams `booking-<tag>-<n>`, inserted in one statement on the
 * store's tables: loading through append() would take minutes and measure appends instead.
 */
export async function loadBookingsCreated(db: Database, count: number, tag: string): Promise<void> {
  await db.sql`
    insert into events (event_id, stream_id, stream_version, type, data, metadata)
    select gen_random_uuid(), ${`booking-${tag}-`}::text || g, 1, 'BookingCreated',
      jsonb_build_object(
        'bookingId', ${`${tag}-`}::text || g, 'fullName', 'Customer ' || g, 'email', 'c' || g || '@example.com',
        'mobile', '0400 000 000', 'address', null, 'date', '2026-12-01', 'time', '10:00',
        'vehicleType', 'UTE', 'modelYear', 2020, 'vehicleRego', 'ABC' || g, 'serviceIds', jsonb_build_array(1, 2),
        'notes', null, 'status', 'pending', 'termsAccepted', false, 'termsAcceptedAt', null, 'source', 'admin'),
      jsonb_build_object(
        'commandId', ${`${tag}-`}::text || g, 'actor', jsonb_build_object('kind', 'system', 'id', null, 'name', null),
        'correlationId', ${`${tag}-`}::text || g, 'causationId', null, 'occurredAt', '2026-11-01T00:00:00.000Z', 'schemaVersion', 1)
    from generate_series(1, ${count}) g`;
}
