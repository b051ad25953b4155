import { ERASED } from '@detailing/schema/eventDefinition';
import { bookingStreamId } from '@detailing/schema';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import { readCheckpoint } from '@detailing/services/platform/checkpoints';
import type { Database } from '@detailing/services/platform/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite, freshPostgres } from '../../infra/testing/services.js';
import { until } from '../../infra/testing/until.js';
import { bookingsProjector } from '../bookings/bookingsProjector.js';
import { appendBookings, range } from '../testing/bookingEvents.js';
import { ProjectionRunner } from './ProjectionRunner.js';

const quiet = () => {};
const personalOf = (n: number) => [`Customer ${n}`, `c${n}@example.com`, `R${n}`, `Changed Name ${n}`];

describe.each([
  ['PostgreSQL', freshPostgres],
  ['PGlite', freshPglite],
])('replaying a projection after an erasure on %s', (_, open) => {
  let db: Database;
  let store: SqlEventStore;
  let drop: () => Promise<void>;
  const runner = () => new ProjectionRunner(db, store, [bookingsProjector], quiet, { batchSize: 3 });
  const rowsText = async () =>
    new Map(
      ((await db.sql`select id, row_to_json(b)::text as text from bookings b`) as unknown as { id: string; text: string }[]).map((r) => [
        r.id,
        r.text,
      ]),
    );

  beforeAll(async () => {
    ({ db, drop } = await open());
    store = new SqlEventStore(db);
    await store.migrate();
    await appendBookings(store, range(1, 4));
    // A later change of name, itself personal, on one of the streams to be erased.
    await store.append(bookingStreamId('b2'), [{ type: 'BookingDetailsUpdated', data: { bookingId: 'b2', changes: { fullName: 'Changed Name 2' } } }], 2, {
      commandId: 'rename-b2',
      actor: { kind: 'system', id: null, name: null },
      correlationId: 'rename-b2',
      causationId: null,
      occurredAt: '2026-11-02T00:00:00.000Z',
    });
    const live = runner();
    await live.migrate();
    await live.start();
    const head = await store.headPosition();
    await until(async () => (await readCheckpoint(db.sql, 'bookings')) >= head, 'bookings to catch up');
    await live.stop();
  });
  afterAll(async () => {
    await store?.close();
    await drop?.();
  });

  it('holds no personal value of the erased streams once rebuilt, and the others as they were', async () => {
    const before = await rowsText();
    expect(before.get('b2')).toContain('Changed Name 2');
    expect(before.get('b1')).toContain('c1@example.com');

    await store.vault.erase([bookingStreamId('b1'), bookingStreamId('b2')]);
    await runner().rebuild('bookings');

    const after = await rowsText();
    for (const n of [1, 2]) {
      for (const value of personalOf(n)) expect(after.get(`b${n}`)).not.toContain(value);
      expect(after.get(`b${n}`)).toContain(ERASED);
    }
    // Everything else of an erased booking is still there: its status, date, vehicle.
    const [b1] = await db.sql`select * from bookings where id = 'b1'`;
    expect(b1).toMatchObject({ status: 'confirmed', full_name: ERASED });
    expect(after.get('b3')).toEqual(before.get('b3'));
    expect(after.get('b4')).toEqual(before.get('b4'));
  });
});
