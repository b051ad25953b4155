import { fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { allProjectors } from '@detailing/projections';
import { ProjectionRunner, REBUILD_BATCH, type RunnerOptions } from '@detailing/projections/runner/ProjectionRunner';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import type { Database } from '@detailing/services/platform/database';
import { freshPostgres } from '../testing/services.js';
import { type BenchOptions, type Figure, withRatio } from './figures.js';
import { loadBookingsCreated } from './support.js';

/**
 * Replay rate: rebuild the bookings read model from BookingCreated events (bulk-loaded) on a fresh
 * database; and the replaying process's peak resident memory over that rebuild beside its peak
 * over the first tenth of the events, which stays near 1 when the replay streams instead of
 * buffering. The replay runs in a child process that loads only it (`replayProcess.ts`): the
 * bench process holds every section's modules and what earlier sections left, some 400 MB, and
 * V8 lets a heap that large grow by hundreds of MB more before it collects, so a peak measured
 * there told more about the bench than about the replay.
 */
export function benchReplay({ quick }: BenchOptions): Promise<Figure[]> {
  return new Promise((resolve, reject) => {
    const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'replayProcess.ts');
    // Its output goes to stderr, with the progress of the others: stdout may carry only the JSON report.
    const child = fork(entry, quick ? ['--quick'] : [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 2, 2, 'ipc'] });
    let figures: Figure[] | null = null;
    child.on('message', (message) => (figures = message as Figure[]));
    child.on('error', reject);
    child.on('exit', (code, signal) => (figures ? resolve(figures) : reject(new Error(`the replay process ended (${signal ?? `exit code ${code}`}) without its figures`))));
  });
}

/** The replay bench in this process (`replayProcess.ts` runs it); `events` overrides the count (profiling at a middle size). */
export async function replayHere(quick: boolean, events?: number): Promise<Figure[]> {
  const count = events ?? (quick ? 5_000 : 1_000_000);
  const { db, drop } = await freshPostgres();
  try {
    return await replayFigures(db, count);
  } finally {
    await drop();
  }
}

/** Loads `count` BookingCreated events into `db` (a fresh database) and rebuilds the bookings read model from them. */
async function replayFigures(db: Database, count: number, options: RunnerOptions = {}): Promise<Figure[]> {
  const store = new SqlEventStore(db);
  await store.migrate();
  await loadBookingsCreated(db, count, 'replay');
  // Flat memory: the peak over the whole replay is no higher than the peak over its first tenth
  // (the warm-up: buffers, caches and V8's heap reach their working size there), however many
  // events follow. RSS after each committed batch goes in the note, by halves.
  const afterBatch: number[] = [];
  const batchSize = options.batchSize ?? REBUILD_BATCH;
  let warmUp: number | null = null;
  const runner = new ProjectionRunner(db, store, allProjectors, () => {}, {
    ...options,
    async betweenRebuildBatches({ stage }) {
      if (stage !== 'batch committed') return;
      afterBatch.push(process.memoryUsage.rss());
      if (warmUp === null && afterBatch.length * batchSize >= count / 10) warmUp = peak.sofar();
    },
  });
  await runner.migrate();
  const peak = peakMemory();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const { events } = await runner.rebuild('bookings');
  const seconds = (performance.now() - started) / 1000;
  // This process's own CPU time per event: on a busy machine a steadier measure of its work than the rate.
  const { user, system } = process.cpuUsage(cpu);
  const memory = peak.stop();
  const [{ n }] = (await db.sql`select count(*)::int as n from bookings`) as unknown as [{ n: number }];
  if (n !== count) throw new Error(`replay gave ${n} bookings rows for ${count} events`);
  return [
    {
      key: 'replay',
      label: 'projection replay: bookings read model rebuilt from BookingCreated events',
      value: events / seconds,
      unit: 'events/s',
      note: `${events} events in ${seconds.toFixed(1)} s on ${db.kind}; ${((user + system) / events).toFixed(1)} µs of this process's CPU per event`,
    },
    withRatio({
      key: 'replay.peakRssMb',
      label: 'projection replay: peak RSS of the replaying process over the whole rebuild (baseline: its peak over the first tenth of the events)',
      value: memory.peakMb,
      unit: 'MB',
      baseline: (warmUp ?? memory.peakMb * MB) / MB,
      note: `${events} events; RSS ${memory.beforeMb.toFixed(0)} MB just before; ${memory.how}; ${halves(afterBatch)}`,
    }),
  ];
}

const MB = 1024 * 1024;

function halves(samples: readonly number[]): string {
  const half = Math.ceil(samples.length / 2);
  const highest = (part: readonly number[]) => (part.length ? (Math.max(...part) / MB).toFixed(0) : '-');
  return `RSS after a batch at most ${highest(samples.slice(0, half))} MB in the first half of the ${samples.length} batches, ${highest(samples.slice(half))} MB in the second`;
}

/** A field of /proc/self/status in bytes (Linux), or null where there is none. */
function procStatus(field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}

/**
 * The process's peak RSS from now until `stop`. On Linux, writing 5 to /proc/self/clear_refs resets
 * the peak (VmHWM) to the current RSS, so VmHWM afterwards is the peak of this span alone, however
 * high earlier sections went. Elsewhere it samples the RSS every 5 ms, which can miss a short spike.
 */
function peakMemory(): { sofar(): number; stop(): { beforeMb: number; peakMb: number; how: string } } {
  const before = process.memoryUsage.rss();
  let reset = false;
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    reset = procStatus('VmHWM') !== null;
  } catch {
    reset = false;
  }
  let sampled = before;
  const sampler = reset ? null : setInterval(() => (sampled = Math.max(sampled, process.memoryUsage.rss())), 5);
  const current = () => (reset ? procStatus('VmHWM')! : Math.max(sampled, process.memoryUsage.rss()));
  return {
    sofar: current,
    stop() {
      if (sampler) clearInterval(sampler);
      const peak = current();
      return { beforeMb: before / MB, peakMb: peak / MB, how: reset ? 'VmHWM after resetting it through /proc/self/clear_refs' : 'RSS sampled every 5 ms' };
    },
  };
}
