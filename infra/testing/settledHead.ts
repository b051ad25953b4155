import type { EventStore } from '@detailing/services/eventstore/EventStore';
import type { Database } from '@detailing/services/platform/database';
import { until } from './until.js';

/**
 * The position of the last event committed so far, once readers see it: what a test means by
 * "everything appended". `headPosition` alone may still lag behind an append that has returned,
 * while a transaction that began before it is open anywhere on the cluster (another test's).
 */
export async function settledHead(_db: Database, store: Pick<EventStore, 'headPosition' | 'lastPosition'>): Promise<number> {
  const last = await store.lastPosition();
  await until(async () => (await store.headPosition()) >= last, `readers to reach position ${last}`);
  return last;
}

/** How many events the store holds: positions are not a count (they leave gaps). */
export async function eventCount(db: Database): Promise<number> {
  const [row] = (await db.sql`select count(*)::int as n from events`) as unknown as [{ n: number }];
  return row.n;
}
