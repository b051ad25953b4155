import { performance } from 'node:perf_hooks';
import { allProjectors } from '@detailing/projections';
import { ProjectionRunner } from '@detailing/projections/runner/ProjectionRunner';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import type { Database } from '@detailing/services/platform/database';
import { freshPostgres } from '../testing/services.js';
import type { BenchOptions, Figure } from './figures.js';

/** Replay rate: rebuild the bookings read model from BookingCreated events (bulk-loaded) on a fresh database. */
export async function benchReplay({ quick }: BenchOptions): Promise<Figure[]> {
  const count = quick ? 5_000 : 100_000;
  const { db, drop } = await freshPostgres();
  try {
    return await replay(db, count);
  } finally {
    await drop();
  }
}

async function replay(db: Database, count: number): Promise<Figure[]> {
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
  if (n !== count) throw new Error(`replay gave ${n} bookings rows for ${count} events`);
  return [
    {
      key: 'replay',
      label: 'projection replay: bookings read model rebuilt from BookingCreated events',
      value: events / seconds,
      unit: 'events/s',
      note: `${events} events in ${seconds.toFixed(1)} s on ${db.kind}`,
    },
  ];
}
