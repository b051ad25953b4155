import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStreamId, type CreateBookingInput, quoteBooking, SERVICES_STREAM } from '@detailing/schema';
import { servicesProjector } from '../../projections/catalog/servicesProjector.js';
import { ProjectionRunner } from '../../projections/runner/ProjectionRunner.js';
import { freshPostgres } from '../../infra/testing/services.js';
import { bookingDecider, type BookingCommand } from '../bookings/decider.js';
import { findService } from '../catalog/queries.js';
import { serviceVersion, servicesDecider } from '../catalog/servicesDecider.js';
import { ConcurrencyError } from '../eventstore/EventStore.js';
import { SqlEventStore } from '../eventstore/SqlEventStore.js';
import { VersionConflict } from '../platform/errors.js';
import { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { CommandRunner } from './runner.js';
import { serviceFields } from '../../infra/testing/fixtures/records.js';

let pg: Awaited<ReturnType<typeof freshPostgres>>;
let store: SqlEventStore;
let projections: ProjectionRunner;
let waiter: ProjectionWaiter;
let runner: CommandRunner;
const actor = { kind: 'user' as const, id: 'u1', name: 'admin' };
let ids = 0;

beforeAll(async () => {
  pg = await freshPostgres();
  store = new SqlEventStore(pg.db);
  await store.migrate();
  projections = new ProjectionRunner(pg.db, store, [servicesProjector], () => {});
  await projections.migrate();
  await projections.start();
  waiter = new ProjectionWaiter(pg.db);
  await waiter.start();
  runner = new CommandRunner({ store, waiter, clock: { now: () => '2026-03-02T00:00:00.000Z' }, newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}` });
});
afterAll(async () => {
  await waiter?.stop();
  await projections?.stop();
  await pg?.drop();
});

const streamLength = async (streamId: string) => (await store.readStream(streamId)).length;

const fields = (name: string) => serviceFields(name);

const input: CreateBookingInput = {
  fullName: 'Jo Citizen',
  email: 'jo@example.com',
  mobile: '0400 111 222',
  address: null,
  date: '2026-03-10',
  time: '09:00',
  vehicleType: 'Sedan/Hatch',
  modelYear: 2020,
  vehicleRego: 'ABC123',
  serviceIds: [1],
  notes: null,
  status: null,
  termsAccepted: false,
};

async function createBooking(): Promise<string> {
  const bookingId = runner.newId();
  await runner.run({
    decider: bookingDecider,
    streamId: bookingStreamId(bookingId),
    commands: (_state, env) => [{ type: 'CreateBooking', bookingId, input, source: 'admin', customerId: null, at: env.at, quote: quoteBooking(input.serviceIds, [], input) }],
    options: { actor },
  });
  return bookingId;
}

const rename = (fullName: string): BookingCommand => ({ type: 'UpdateBookingDetails', details: { fullName } });

async function createService(name: string): Promise<number> {
  const result = await runner.run({ decider: servicesDecider, streamId: SERVICES_STREAM, shared: true, commands: [{ type: 'CreateService', fields: fields(name) }], options: { actor } });
  return Number(result.events[0]!.data.serviceId);
}

/** Lets two commands read the same state before either appends: each waits in its decision until both have read. */
function barrier(parties: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return async () => {
    if (++arrived === parties) open();
    await opened;
  };
}

describe('CommandRunner', () => {
  it('refuses a stale expected version with the current record and appends nothing', async () => {
    const bookingId = await createBooking();
    const stream = bookingStreamId(bookingId);
    await runner.run({ decider: bookingDecider, streamId: stream, commands: [rename('First Editor')], options: { actor, expectedVersion: 1 } });
    const before = await streamLength(stream);

    const stale = runner.run({
      decider: bookingDecider,
      streamId: stream,
      commands: [rename('Second Editor')],
      options: { actor, expectedVersion: 1 },
      current: async () => ({ fullName: 'First Editor', version: 2 }),
    });
    await expect(stale).rejects.toBeInstanceOf(VersionConflict);
    await expect(stale).rejects.toMatchObject({ code: 'CONFLICT', current: { fullName: 'First Editor', version: 2 } });
    expect(await streamLength(stream)).toBe(before);
  });

  it('accepts the current version and answers with the raised one', async () => {
    const bookingId = await createBooking();
    const result = await runner.run({ decider: bookingDecider, streamId: bookingStreamId(bookingId), commands: [rename('Current Editor')], options: { actor, expectedVersion: 1 } });
    expect(result.version).toBe(2);
    expect(result.state).toMatchObject({ kind: 'active', details: { fullName: 'Current Editor' } });
  });

  it('refuses the loser of a race on a one-record stream instead of deciding again behind its back', async () => {
    const bookingId = await createBooking();
    const stream = bookingStreamId(bookingId);
    const bothRead = barrier(2);
    const edit = (fullName: string) =>
      runner.run({
        decider: bookingDecider,
        streamId: stream,
        commands: async () => {
          await bothRead();
          return [rename(fullName)];
        },
        options: { actor },
        current: async () => 'the booking as it is now',
      });
    const outcomes = await Promise.allSettled([edit('Editor A'), edit('Editor B')]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(VersionConflict);
    expect(refused.reason.current).toBe('the booking as it is now');
    expect(await streamLength(stream)).toBe(2);
  });

  it('leaves a lost race to a caller with no record to show (a job) as the store reported it', async () => {
    const bookingId = await createBooking();
    const bothRead = barrier(2);
    const edit = (fullName: string) =>
      runner.run({
        decider: bookingDecider,
        streamId: bookingStreamId(bookingId),
        commands: async () => {
          await bothRead();
          return [rename(fullName)];
        },
        options: { actor },
      });
    const outcomes = await Promise.allSettled([edit('Job A'), edit('Job B')]);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ConcurrencyError);
  });

  it('lets two edits of two different services in the shared stream both succeed, each raising only its own version', async () => {
    const [wash, wax] = [await createService('Wash'), await createService('Wax')];
    const bothRead = barrier(2);
    const edit = (serviceId: number, name: string) =>
      runner.run({
        decider: servicesDecider,
        streamId: SERVICES_STREAM,
        shared: true,
        versionOf: (state) => serviceVersion(state, serviceId),
        commands: async (state) => {
          if (state.services.get(serviceId)!.version === 1) await bothRead();
          return [{ type: 'UpdateService', serviceId, changes: { name } }];
        },
        options: { actor, expectedVersion: 1 },
        projections: ['services'],
      });
    const [a, b] = await Promise.all([edit(wash, 'Wash Deluxe'), edit(wax, 'Wax Deluxe')]);
    expect([a.version, b.version]).toEqual([2, 2]);
    expect(a.caughtUp && b.caughtUp).toBe(true);
    expect(await findService(pg.db.sql, wash)).toMatchObject({ name: 'Wash Deluxe', version: 2 });
    expect(await findService(pg.db.sql, wax)).toMatchObject({ name: 'Wax Deluxe', version: 2 });
  });

  it('decides a shared-stream race again against the editor\'s own version: a second edit of the same service from the same version is refused', async () => {
    const serviceId = await createService('Polish');
    const before = await streamLength(SERVICES_STREAM);
    const bothRead = barrier(2);
    const edit = (name: string) =>
      runner.run({
        decider: servicesDecider,
        streamId: SERVICES_STREAM,
        shared: true,
        versionOf: (state) => serviceVersion(state, serviceId),
        commands: async (state) => {
          if (state.services.get(serviceId)!.version === 1) await bothRead();
          return [{ type: 'UpdateService', serviceId, changes: { name } }];
        },
        options: { actor, expectedVersion: 1 },
        projections: ['services'],
        current: () => findService(pg.db.sql, serviceId),
      });
    const outcomes = await Promise.allSettled([edit('Polish A'), edit('Polish B')]);
    const kept = outcomes.find((o) => o.status === 'fulfilled') as PromiseFulfilledResult<{ state: unknown }>;
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(VersionConflict);
    const winner = (kept.value.state as { services: Map<number, { name: string }> }).services.get(serviceId)!.name;
    expect(refused.reason.current).toMatchObject({ id: serviceId, name: winner, version: 2 });
    expect(await streamLength(SERVICES_STREAM)).toBe(before + 1);
  });

  it('answers a retried command id with its first result, appending nothing, even once its expected version is stale', async () => {
    const bookingId = await createBooking();
    const stream = bookingStreamId(bookingId);
    const options = { actor, commandId: 'retried-command', expectedVersion: 1 };
    const first = await runner.run({ decider: bookingDecider, streamId: stream, commands: [rename('Once')], options });
    const again = await runner.run({ decider: bookingDecider, streamId: stream, commands: [rename('Twice')], options });
    expect(again.duplicate).toBe(true);
    expect(again.events).toEqual(first.events);
    expect(again.lastGlobalPosition).toBe(first.lastGlobalPosition);
    expect(again.state).toMatchObject({ details: { fullName: 'Once' } });
    expect(await streamLength(stream)).toBe(2);
  });
});
