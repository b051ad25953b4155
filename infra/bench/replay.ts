import { performance } from 'node:perf_hooks';
import { allProjectors } from '@detailing/projections';
import { ProjectionRunner } from '@detailing/projections/runner/ProjectionRunner';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import type { Database } from '@detailing/services/platform/database';

/** Replay rate: rebuild the bookings read model from `count` BookingCreated events (bulk-loaded). */
export async function benchReplay(db: Database, count = 100_000): Promise<string[]> {
  const store = new SqlEventStore(db);
  await store.migrate();
  // Loading through append() would take minutes and measure appends, not replay.
  await db.sql`
    insert into events (event_id, stream_id, stream_version, type, data, metadata)
    select gen_random_uuid(), 'booking-replay-' || g, 1, 'BookingCreated',
      jsonb_build_object(
        'bookingId', 'replay-' || g, 'fullName', 'Customer ' || g, 'email', 'c' || g || '@example.com',
        'mobile', '0400 000 000', 'address', null, 'date', '2026-12-01', 'time', '10:00',
        'vehicleType', 'UTE', 'modelYear', 2020, 'vehicleRego', 'ABC' || g, 'serviceIds', jsonb_build_array(1, 2),
        'notes', null, 'status', 'pending', 'termsAccepted', false, 'termsAcceptedAt', null, 'source', 'admin'),
      jsonb_build_object(
        'commandId', 'replay-' || g, 'actor', jsonb_build_object('kind', 'system', 'id', null, 'name', null),
        'correlationId', 'replay-' || g, 'causationId', null, 'occurredAt', '2026-11-01T00:00:00.000Z', 'schemaVersion', 1)
    from generate_series(1, ${count}) g`;
  const runner = new ProjectionRunner(db, store, allProjectors, () => {});
  await runner.migrate();
  const started = performance.now();
  const { events } = await runner.rebuild('bookings');
  const seconds = (performance.now() - started) / 1000;
  const [{ n }] = (await db.sql`select count(*)::int as n from bookings`) as unknown as [{ n: number }];
  return [`replay: rebuilt bookings from ${events} events (${n} rows) in ${seconds.toFixed(1)} s = ${Math.round(events / seconds)} events/s`];
}
