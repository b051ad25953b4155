import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { customerEventTypes } from '@detailing/schema';
import { defineEvent, ERASED } from '@detailing/schema/eventDefinition';
import { diskTraces } from '../../infra/testing/diskTraces.js';
import { openEmbedded } from '../platform/database.js';
import { eventCodec } from './codec.js';
import { ErasureCompaction } from './erasureCompaction.js';
import { SqlEventStore } from './SqlEventStore.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

// Code from before personal fields were sealed: it stored a customer in plain.
const beforeSealing = eventCodec({ CustomerRegistered: defineEvent({ schema: customerEventTypes.CustomerRegistered.schema }) });

const context = () => ({
  commandId: randomUUID(),
  actor: { kind: 'system' as const, id: null, name: null },
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});

const registered = (customerId: string, name: string) => ({
  type: 'CustomerRegistered',
  data: { customerId, fullName: name, email: `${name}@example.com`, mobile: '0412 000 000', mobileE164: null, address: null, companyName: null, vehicleRego: null, notes: null },
});

describe('compacting an erasure on the embedded store', () => {
  it('rewrites the events table too when the erasure rewrote events stored in plain before sealing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'erasure-compaction-'));
    dirs.push(dir);
    const db = await openEmbedded(path.join(dir, 'pglite'));
    const store = new SqlEventStore(db);
    const compaction = new ErasureCompaction({ db, store, readModels: [], delayMs: 0, log: () => {} });
    try {
      await store.migrate();
      store.vault.onErased(() => compaction.erased());
      await compaction.start();
      const [erased, kept] = [`qzlegacy${randomBytes(5).toString('hex')}`, `qzkept${randomBytes(5).toString('hex')}`];
      const [erasedStream, keptStream] = [`customer-${randomUUID()}`, `customer-${randomUUID()}`];
      const plain = new SqlEventStore(db, beforeSealing);
      await plain.append(erasedStream, [registered(erasedStream, erased)], 'no_stream', context());
      await plain.append(keptStream, [registered(keptStream, kept)], 'no_stream', context());
      await db.sql`checkpoint`;
      expect(await diskTraces(dir, [erased])).not.toEqual([]);

      await store.vault.erase([erasedStream]);
      await compaction.settled();

      expect(await diskTraces(dir, [erased])).toEqual([]);
      expect((await store.readStream(erasedStream))[0]!.data).toMatchObject({ fullName: ERASED, email: ERASED });
      expect((await store.readStream(keptStream))[0]!.data).toMatchObject({ fullName: kept });
    } finally {
      await compaction.stop();
      await db.close();
    }
  });
});
