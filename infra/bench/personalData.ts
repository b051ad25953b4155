import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eventTypes } from '@detailing/schema/events';
import type { BookingCreated } from '@detailing/schema';
import { eventCodec } from '@detailing/services/eventstore/codec';
import type { CommandContext, EventStore } from '@detailing/services/eventstore/EventStore';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import { freshPostgres } from '../testing/services.js';
import { type BenchOptions, type Figure, withRatio } from './figures.js';

const READ_PAGE = 500;

/**
 * What sealing costs: the same BookingCreated events appended and read back with their personal
 * fields sealed (the product's codec) and in plain (the same type declaring none), on one database.
 */
export async function benchPersonalData({ quick }: BenchOptions): Promise<Figure[]> {
  const count = quick ? 300 : 3_000;
  const { db, drop } = await freshPostgres();
  try {
    const sealed = new SqlEventStore(db);
    await sealed.migrate();
    const plain = new SqlEventStore(db, eventCodec({ ...eventTypes, BookingCreated: { ...eventTypes.BookingCreated, personal: [] } }));
    await appendAll(sealed, 50);
    await appendAll(plain, 50);

    const figures: Figure[] = [];
    const appendPlain = await appendAll(plain, count);
    const appendSealed = await appendAll(sealed, count);
    figures.push(
      withRatio({
        key: 'personal.append',
        label: 'appends of a booking with its personal fields sealed (baseline: the same in plain)',
        value: appendSealed.perSecond,
        unit: 'events/s',
        baseline: appendPlain.perSecond,
        note: `${count} single-event appends on ${db.kind}, one stream each`,
      }),
    );
    const readPlain = await readAll(plain, appendPlain.from, count);
    const readSealed = await readAll(sealed, appendSealed.from, count);
    figures.push(
      withRatio({
        key: 'personal.readAll',
        label: `readAll of sealed bookings in pages of ${READ_PAGE} (baseline: the same in plain)`,
        value: readSealed,
        unit: 'events/s',
        baseline: readPlain,
        note: `${count} events, one key query per page`,
      }),
    );
    return figures;
  } finally {
    await drop();
  }
}

async function appendAll(store: EventStore, count: number): Promise<{ perSecond: number; from: number }> {
  const from = await store.headPosition();
  const started = performance.now();
  for (let n = 0; n < count; n++) {
    const bookingId = randomUUID();
    await store.append(`booking-${bookingId}`, [created(bookingId, n)], 'no_stream', context());
  }
  return { perSecond: count / ((performance.now() - started) / 1000), from };
}

async function readAll(store: EventStore, from: number, count: number): Promise<number> {
  const started = performance.now();
  let read = 0;
  for (let after = from; read < count; ) {
    const page = await store.readAll(after, Math.min(READ_PAGE, count - read));
    if (page.length === 0) break;
    read += page.length;
    after = page.at(-1)!.globalPosition;
  }
  return read / ((performance.now() - started) / 1000);
}

function created(bookingId: string, n: number): BookingCreated {
  return {
    type: 'BookingCreated',
    data: {
      bookingId,
      customerId: null,
      quote: null,
      fullName: `Bench Customer ${n}`,
      email: `bench.${n}@example.com`,
      mobile: '0412 345 678',
      address: `${n} Long Street, Brisbane QLD 4000`,
      date: '2026-12-01',
      time: '10:00',
      vehicleType: 'UTE',
      modelYear: 2020,
      vehicleRego: `BEN${n}`,
      serviceIds: [1, 2],
      notes: 'Please call on arrival',
      status: 'pending',
      termsAccepted: true,
      termsAcceptedAt: '2026-11-01T00:00:00.000Z',
      source: 'admin',
    },
  };
}

function context(): CommandContext {
  return {
    commandId: randomUUID(),
    actor: { kind: 'system', id: null, name: null },
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
  };
}
