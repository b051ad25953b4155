import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EventStore } from '@detailing/services/eventstore/EventStore';
import { defineEvent } from '@detailing/schema/eventDefinition';
import { eventCodec } from '@detailing/services/eventstore/codec';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import type { Database } from '@detailing/services/platform/database';
import { migrateCheckpoints } from '@detailing/services/platform/checkpoints';
import { freshPostgres, redisUrl } from '../../infra/testing/services.js';
import { until } from '../../infra/testing/until.js';
import { BullMqJobQueue } from '../queue/BullMqJobQueue.js';
import { InProcessJobQueue } from '../queue/InProcessJobQueue.js';
import { type JobQueue, PermanentJobError, type RunningJob } from '../queue/JobQueue.js';
import { type Planner, type Reaction, Reactor } from './Reactor.js';

let pg: Awaited<ReturnType<typeof freshPostgres>>;
let db: Database;
let store: EventStore;

beforeAll(async () => {
  pg = await freshPostgres();
  db = pg.db;
  // The reactor is shown on an event type of its own, apart from the product's.
  store = new SqlEventStore(db, eventCodec({ Pinged: defineEvent({ schema: z.object({}) }) }));
  await store.migrate();
});
afterAll(() => pg?.drop());

const pinged: Reaction = {
  name: 'ping',
  handles: ['Pinged'],
  jobsFor: (event) => [{ queue: 'invoices', name: 'pong', id: `pong-${event.streamId}`, data: { bookingId: event.streamId, causationEventId: event.eventId } }],
};

async function ping(stream: string) {
  await store.append(stream, [{ type: 'Pinged', data: {} }], 'any', {
    commandId: randomUUID(),
    actor: { kind: 'system', id: null, name: null },
    correlationId: 'c',
    causationId: null,
    occurredAt: new Date().toISOString(),
  });
}

type Make = () => Promise<{ queue: JobQueue; dedupes: boolean }>;
const queues: [string, Make][] = [
  [
    'BullMQ on Redis',
    async () => ({ queue: new BullMqJobQueue(await redisUrl(), `test-${randomUUID()}`, { baseDelayMs: 20 }), dedupes: true }),
  ],
  [
    'the in-process queue',
    async () => {
      const queue = new InProcessJobQueue(db, { baseDelayMs: 20 });
      await queue.migrate();
      return { queue, dedupes: false };
    },
  ],
];

describe.each(queues)('the reactor with %s', (_name, make) => {
  it('runs one job per event, retries transient failures with backoff, and parks permanent failures for an admin to retry', async () => {
    const { queue } = await make();
    await migrateCheckpoints(db.sql);
    await db.sql`delete from projection_checkpoints where name = 'reactor'`;
    const runs: RunningJob[] = [];
    let failBadUntilRetried = true;
    await queue.work({
      invoices: async (job) => {
        runs.push(job);
        if (job.data.bookingId.startsWith('flaky') && job.attempt < 3) throw new Error('provider hiccup');
        if (job.data.bookingId.startsWith('bad') && failBadUntilRetried) throw new PermanentJobError('cannot ever work');
      },
    });
    const reactor = new Reactor(db, store, queue, [pinged], () => {});
    await reactor.migrate();
    await reactor.start();
    const tag = randomUUID().slice(0, 8);
    await ping(`ok-${tag}`);
    await ping(`flaky-${tag}`);
    await ping(`bad-${tag}`);
    await until(() => runs.filter((r) => r.data.bookingId.endsWith(tag)).length >= 5, 'the jobs');
    await until(async () => (await queue.failedJobs()).some((f) => f.id === `pong-bad-${tag}`), 'the failed job to be listed');

    expect(runs.filter((r) => r.data.bookingId === `ok-${tag}`).map((r) => r.attempt)).toEqual([1]);
    expect(runs.filter((r) => r.data.bookingId === `flaky-${tag}`).map((r) => r.attempt)).toEqual([1, 2, 3]);
    expect(runs.filter((r) => r.data.bookingId === `bad-${tag}`)).toHaveLength(1);
    const failed = (await queue.failedJobs()).find((f) => f.id === `pong-bad-${tag}`)!;
    expect(failed).toMatchObject({ queue: 'invoices', name: 'pong', reason: 'cannot ever work' });

    failBadUntilRetried = false;
    expect(await queue.retry('invoices', `pong-bad-${tag}`)).toBe(true);
    await until(async () => !(await queue.failedJobs()).some((f) => f.id === `pong-bad-${tag}`), 'the retried job to succeed');
    expect(await queue.retry('invoices', 'no-such-job')).toBe(false);

    await reactor.stop();
    await queue.close();
  });

  it('gives a replayed event the same job id, so a queue that keeps jobs runs it once', async () => {
    const { queue, dedupes } = await make();
    const runs: string[] = [];
    await queue.work({ invoices: async (job) => void runs.push(job.id) });
    const reactor = new Reactor(db, store, queue, [pinged], () => {});
    const tag = randomUUID().slice(0, 8);
    await ping(`replayed-${tag}`);
    await reactor.start();
    await until(() => runs.includes(`pong-replayed-${tag}`), 'the first run');
    await reactor.stop();
    await reactor.replayFromStart();
    await reactor.start();
    await until(async () => Number((await db.sql`select position from projection_checkpoints where name = 'reactor'`)[0]!.position) >= (await store.headPosition()), 'the replay');
    // The replayed job is enqueued (or refused) by now. A job enqueued after it has run only once
    // the queue got past it: then a second run, had the queue accepted one, has started.
    await ping(`after-${tag}`);
    await until(() => runs.includes(`pong-after-${tag}`), 'a job enqueued after the replay to run');
    expect(runs.filter((id) => id === `pong-replayed-${tag}`)).toHaveLength(dedupes ? 1 : 2);
    await reactor.stop();
    await queue.close();
  });
});

describe('two reactors on one database (two workers)', () => {
  it('reacts in the one holding the reactor lease only, and in the other once that one stops', async () => {
    await migrateCheckpoints(db.sql);
    // Each reactor runs its jobs on its own in-process queue, so a run says which reactor reacted.
    const runs: { reactor: string; id: string }[] = [];
    const reactorOn = async (name: string) => {
      const queue = new InProcessJobQueue(db, { baseDelayMs: 20 });
      await queue.migrate();
      await queue.work({ invoices: async (job) => void runs.push({ reactor: name, id: job.id }) });
      return { queue, reactor: new Reactor(db, store, queue, [pinged], () => {}, { leaseRetryMs: 100 }) };
    };
    const a = await reactorOn('A');
    const b = await reactorOn('B');
    const tag = randomUUID().slice(0, 8);
    const mine = () => runs.filter((r) => r.id.includes(tag));
    try {
      await a.reactor.start();
      await b.reactor.start();
      for (const n of [1, 2, 3]) await ping(`first-${n}-${tag}`);
      await until(() => mine().length >= 3, 'the first three jobs');

      await a.reactor.stop();
      for (const n of [1, 2, 3]) await ping(`then-${n}-${tag}`);
      await until(() => mine().length >= 6, 'the next three jobs');
      await until(
        async () => Number((await db.sql`select position from projection_checkpoints where name = 'reactor'`)[0]!.position) >= (await store.headPosition()),
        'the reactor checkpoint to reach the last event',
      );
      expect(mine()).toEqual([
        ...[1, 2, 3].map((n) => ({ reactor: 'A', id: `pong-first-${n}-${tag}` })),
        ...[1, 2, 3].map((n) => ({ reactor: 'B', id: `pong-then-${n}-${tag}` })),
      ]);
    } finally {
      await a.reactor.stop();
      await b.reactor.stop();
      await a.queue.close();
      await b.queue.close();
    }
  });
});

describe('a planner (jobs that follow the current state, such as reminders)', () => {
  it('gets each batch’s events of its kinds in order, is tried again when it fails, and the checkpoint moves only after it', async () => {
    await migrateCheckpoints(db.sql);
    await db.sql`delete from projection_checkpoints where name = 'reactor'`;
    const queue = new InProcessJobQueue(db, { baseDelayMs: 20 });
    await queue.migrate();
    const tag = randomUUID().slice(0, 8);
    const seen: string[] = [];
    let failures = 1;
    const planner: Planner = {
      name: 'plan-pings',
      handles: ['Pinged'],
      async plan(events, given) {
        expect(given).toBe(queue);
        const mine = events.map((e) => e.streamId).filter((id) => id.endsWith(tag));
        if (mine.length && failures-- > 0) throw new Error('read model behind');
        seen.push(...mine);
      },
    };
    const reactor = new Reactor(db, store, queue, [planner], () => {});
    try {
      await reactor.start();
      for (const n of [1, 2, 3]) await ping(`plan-${n}-${tag}`);
      await until(() => seen.length >= 3, 'the plans');
      expect(seen).toEqual([1, 2, 3].map((n) => `plan-${n}-${tag}`));
      const checkpoint = async () => Number((await db.sql`select position from projection_checkpoints where name = 'reactor'`)[0]?.position ?? 0);
      await until(async () => (await checkpoint()) >= (await store.headPosition()), 'the checkpoint past the planned events');
    } finally {
      await reactor.stop();
      await queue.close();
    }
  });
});
