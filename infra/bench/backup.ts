import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { migrateBlobs, SqlBlobStore } from '@detailing/services/blobs/SqlBlobStore';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import { migrateUsers } from '@detailing/services/identity/users';
import { testConfig } from '@detailing/services/platform/config';
import { restoreArchive, verifyArchive } from '../backup/restore.js';
import { repoRoot } from '../testing/app.js';
import { freshPostgres } from '../testing/services.js';
import type { BenchOptions, Figure } from './figures.js';
import { loadBookingsCreated, percentile } from './support.js';

/**
 * Backup and restore of 1,000,000 events and 2,000 photos (5,000 and 50 with --quick) on
 * PostgreSQL: the online backup's throughput while one writer appends without pause beside it,
 * and the longest that writer waited for an append meanwhile (target under 100 ms); the check of
 * the archive; the restore into an empty database, and the part of it spent rebuilding the read
 * models.
 */
const run = promisify(execFile);

export async function benchBackup({ quick }: BenchOptions): Promise<Figure[]> {
  const events = quick ? 5_000 : 1_000_000;
  const photos = quick ? 50 : 2_000;
  const photoBytes = 250_000;
  const source = await freshPostgres();
  const target = await freshPostgres();
  const work = await mkdtemp(path.join(tmpdir(), 'bench-backup-'));
  try {
    const store = new SqlEventStore(source.db);
    await store.migrate();
    await migrateBlobs(source.db.sql);
    await migrateUsers(source.db.sql);
    // The figures are the backup's, not the appends'.
    await loadBookingsCreated(source.db, events, 'backup');
    const blobs = new SqlBlobStore(source.db);
    // Random bytes: a photo does not compress, and neither do these.
    for (let i = 0; i < photos; i++) await blobs.put(randomBytes(photoBytes), 'image/jpeg');

    const file = path.join(work, 'bench.backup');
    const waits: number[] = [];
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const streamId = `bench-writer-${randomUUID()}`;
        const started = performance.now();
        await store.append(streamId, [{ type: 'BookingStatusChanged', data: { bookingId: streamId, from: 'pending', to: 'approved' } }], 'no_stream', {
          commandId: randomUUID(),
          actor: { kind: 'system', id: null, name: null },
          correlationId: randomUUID(),
          causationId: null,
          occurredAt: new Date().toISOString(),
        });
        waits.push(performance.now() - started);
      }
    })();
    // The backup as an operator runs it, in a process of its own: the writer's waits are the database's, not this event loop's.
    const cli = await run(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'infra', 'backup', 'cli.ts'), 'backup', '--out', file], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: source.url, DATA_DIR: work },
    }).finally(() => (writing = false));
    await writer;
    const backupSeconds = Number(/ in ([\d.]+) s /.exec(cli.stdout)?.[1]);
    if (!backupSeconds) throw new Error(`the backup did not say how long it took:\n${cli.stdout}${cli.stderr}`);
    const manifest = await verifyArchive(file);
    const archiveBytes = (await stat(file)).size;

    const verifyStarted = performance.now();
    await verifyArchive(file);
    const verifyMs = performance.now() - verifyStarted;
    if (manifest.events.count < events) throw new Error(`the archive holds ${manifest.events.count} of ${events} events`);

    // Progress on stderr as it goes: at full size the rebuild takes a while.
    process.stderr.write(`[bench] backup: ${cli.stdout.trim().split('\n').at(-1)}; the writer waited ${Math.max(...waits).toFixed(1)} ms at most\n`);
    const restore = await restoreArchive(file, {
      config: testConfig({ DATABASE_URL: target.url, DATA_DIR: work }),
      ledgers: [],
      progress: (line) => process.stderr.write(`[bench] restore: ${line} (${new Date().toISOString().slice(11, 19)})\n`),
    });
    const restoreSeconds = (restore.restoreMs - restore.rebuildMs) / 1000;
    const sorted = waits.sort((a, b) => a - b);
    const note = `${events} events, ${photos} photos of ${photoBytes / 1000} kB; archive ${(archiveBytes / 1e6).toFixed(0)} MB`;
    return [
      { key: 'backup.eventsPerSecond', label: 'Online backup: events per second', value: Math.round(manifest.events.count / backupSeconds), unit: 'events/s', note },
      { key: 'backup.mbPerSecond', label: 'Online backup: archive MB per second', value: Number((archiveBytes / 1e6 / backupSeconds).toFixed(1)), unit: 'MB/s', note },
      { key: 'backup.seconds', label: 'Online backup: total', value: Number(backupSeconds.toFixed(1)), unit: 's', note },
      { key: 'backup.writerMaxWaitMs', label: 'Longest append a writer waited during the online backup (target under 100 ms)', value: Number(sorted.at(-1)!.toFixed(1)), unit: 'ms', note: `${waits.length} appends; p99 ${percentile(sorted, 99).toFixed(1)} ms` },
      { key: 'backup.verifySeconds', label: 'Verifying the archive', value: Number((verifyMs / 1000).toFixed(1)), unit: 's', note },
      { key: 'restore.eventsPerSecond', label: 'Restore (without the rebuild): events per second', value: Math.round(manifest.events.count / restoreSeconds), unit: 'events/s', note },
      { key: 'restore.mbPerSecond', label: 'Restore (without the rebuild): archive MB per second', value: Number((archiveBytes / 1e6 / restoreSeconds).toFixed(1)), unit: 'MB/s', note },
      { key: 'restore.rebuildSeconds', label: 'Restore: rebuilding every read model', value: Number((restore.rebuildMs / 1000).toFixed(1)), unit: 's', note },
      { key: 'restore.seconds', label: 'Restore: total, verification and rebuild included', value: Number((restore.restoreMs / 1000).toFixed(1)), unit: 's', note },
    ];
  } finally {
    await source.drop();
    await target.drop();
    await rm(work, { recursive: true, force: true });
  }
}
