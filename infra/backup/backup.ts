import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isBlobId } from '@detailing/services/blobs/BlobStore';
import { type Config, decodeEncryptionKey } from '@detailing/services/platform/config';
import type { Database, Tx } from '@detailing/services/platform/database';
import { ArchiveWriter, blobPart, FORMAT, type Manifest, ROWS_PER_PART, SETTINGS_KEY_PART, sha256, tablePart } from './archive.js';
import { productVersion } from './version.js';

/**
 * What an installation owns beyond its read models (which a restore rebuilds from the events):
 * the events and the record of processed commands, the personal-data vault (keys, erasures, the
 * pseudonym secret), the staff accounts. Each with the column that orders it.
 * Left out on purpose: sign-in sessions, portal sign-in links, pending contact-change codes,
 * idempotency claims, import progress and failed-job records: short-lived, and credentials an
 * archive should not carry; after a restore everyone signs in again.
 */
export const ARCHIVED_TABLES = [
  { table: 'events', order: 'global_position', type: 'bigint' },
  { table: 'processed_commands', order: 'command_id', type: 'text' },
  { table: 'personal_data_secret', order: 'only_row', type: 'boolean' },
  { table: 'personal_data_keys', order: 'stream_id', type: 'text' },
  { table: 'personal_data_erasures', order: 'stream_id', type: 'text' },
  { table: 'users', order: 'id', type: 'text' },
] as const;

export type ArchivedTable = (typeof ARCHIVED_TABLES)[number]['table'];

export interface BackupSource {
  db: Database;
  /**
   * Read in short statements, each a moment, instead of one long transaction: the running
   * embedded store has one connection, which its writers share (see `pagedRows`).
   */
  live?: boolean;
  /** Where the embedded install keeps its blob files; null where blobs live in the database. */
  blobFolder: string | null;
  /** The settings key, when the installation has one, and whether the archive carries it (the embedded key file). */
  settingsKey: { key: Buffer; carry: boolean } | null;
}

export interface BackupFigures {
  manifest: Manifest;
  bytes: number;
  ms: number;
}

const PROGRESS_EVERY = 100_000;

/** What to back up for the configuration: its blobs' home and its settings key (the embedded key file travels in the archive). */
export async function backupSource(config: Config, db: Database, live = false): Promise<BackupSource> {
  const keyFile = path.resolve(config.DATA_DIR, 'settings.key');
  let settingsKey: BackupSource['settingsKey'] = null;
  if (config.SETTINGS_ENCRYPTION_KEY) settingsKey = { key: decodeEncryptionKey(config.SETTINGS_ENCRYPTION_KEY)!, carry: false };
  else if (!config.DATABASE_URL && existsSync(keyFile)) settingsKey = { key: decodeEncryptionKey(await readFile(keyFile, 'utf8'))!, carry: true };
  return { db, live, blobFolder: config.DATABASE_URL ? null : path.resolve(config.DATA_DIR, 'blobs'), settingsKey };
}

/**
 * Writes one archive of everything the installation owns, from one consistent snapshot: a
 * repeatable-read, read-only transaction, which holds no lock a writer waits for (PostgreSQL's
 * snapshots cost writers nothing). Blobs in the database come from the same snapshot; blob files
 * (the embedded install, backed up while it is stopped) are all there are.
 */
export async function writeBackup(source: BackupSource, out: string, progress: (line: string) => void = () => {}): Promise<BackupFigures> {
  const started = performance.now();
  const writer = new ArchiveWriter(out);
  try {
    const snapshot = async (read: RowReader, tx: Tx | null) => {
      const tables: Manifest['tables'] = {};
      let lastPosition: string | null = null;
      for (const spec of ARCHIVED_TABLES) {
        const { table } = spec;
        let rows = 0;
        let part = 0;
        await read(spec, async (batch) => {
          await writer.addRows(tablePart(table, part++), batch.map((r) => r.row));
          const before = rows;
          rows += batch.length;
          if (table === 'events') {
            lastPosition = batch.at(-1)!.key;
            if (Math.floor(rows / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY)) progress(`  events: ${rows}`);
          }
        });
        tables[table] = { rows };
        progress(`${table}: ${rows} rows`);
      }
      const blobs = source.blobFolder ? await blobFiles(source.blobFolder, writer) : await blobRows(tx!, writer);
      progress(`blobs: ${blobs.count} (${megabytes(blobs.bytes)} MB)`);
      if (source.settingsKey?.carry) await writer.add(SETTINGS_KEY_PART, Buffer.from(`${source.settingsKey.key.toString('base64')}\n`));
      return writer.finish({
        format: FORMAT,
        product: { name: 'detailing', version: productVersion() },
        createdAt: new Date().toISOString(),
        source: source.db.kind,
        events: { count: tables.events!.rows, lastPosition },
        blobs,
        tables,
        secrets: { settingsKey: source.settingsKey ? { fingerprint: keyFingerprint(source.settingsKey.key), carried: source.settingsKey.carry } : null },
      });
    };
    const manifest = source.live
      ? await snapshot(await pagedRows(source.db), null)
      : await source.db.sql.begin('isolation level repeatable read read only', (tx) => snapshot(cursorRows(tx), tx));
    return { manifest, bytes: writer.bytes, ms: performance.now() - started };
  } catch (error) {
    await writer.abandon();
    throw error;
  }
}

type TableSpec = (typeof ARCHIVED_TABLES)[number];
type RowReader = (spec: TableSpec, onBatch: (rows: { row: string; key: string }[]) => Promise<void>) => Promise<void>;

/** Each table through a cursor of the snapshot's transaction. */
const cursorRows =
  (tx: Tx): RowReader =>
  async ({ table, order }, onBatch) => {
    // The iterator, not a callback: the driver does not wait for a callback's promise on the last batch.
    const cursor = tx.unsafe(`select to_jsonb(t)::text as row, ${order}::text as key from ${table} t order by ${order}`).cursor(ROWS_PER_PART);
    for await (const rows of cursor) await onBatch(rows as never);
  };

/**
 * Each table a page at a time, each page one short statement of its own, so writers sharing the
 * connection wait a moment at most. Consistent without a transaction because the events are
 * append-only: the archive holds the events up to the head as it was when the backup began (and
 * the commands recorded up to it), and the vault and blobs as read after them, which hold
 * everything those events need (a blob is stored before the event naming it, a key before the
 * event sealed with it); an erasure meanwhile takes a stream's key and images together.
 */
async function pagedRows(db: Database): Promise<RowReader> {
  const [{ head }] = (await db.sql`select coalesce(max(global_position), 0)::text as head from events`) as unknown as [{ head: string }];
  return async ({ table, order, type }, onBatch) => {
    const bound = table === 'events' ? `and global_position <= ${BigInt(head)}` : table === 'processed_commands' ? `and last_position <= ${BigInt(head)}` : '';
    let after: string | null = null;
    for (;;) {
      const rows = (await db.sql.unsafe(
        `select to_jsonb(t)::text as row, ${order}::text as key from ${table} t
         where ($1::text is null or ${order} > $1::${type}) ${bound} order by ${order} limit ${ROWS_PER_PART}`,
        [after],
      )) as unknown as { row: string; key: string }[];
      if (rows.length) await onBatch(rows);
      if (rows.length < ROWS_PER_PART) return;
      after = rows.at(-1)!.key;
    }
  };
}

/** The sha-256 of a key, to tell a restore whether it was given the right one; says nothing of the key. */
export const keyFingerprint = (key: Buffer) => sha256(key);

async function blobRows(tx: Tx, writer: ArchiveWriter) {
  let count = 0;
  let bytes = 0;
  const ids = (await tx`select id, size from blobs order by id`) as unknown as { id: string; size: number }[];
  for (const { id, size } of ids) {
    const chunks = (await tx`select bytes from blob_chunks where blob_id = ${id} order by n`) as unknown as { bytes: Buffer }[];
    const blob = Buffer.concat(chunks.map((c) => c.bytes));
    if (blob.length !== size) throw new Error(`Blob ${id} in the database has ${blob.length} of its ${size} bytes`);
    await writer.add(blobPart(id), blob);
    count++;
    bytes += size;
  }
  return { count, bytes };
}

/** Every blob file under the folder (`<xx>/<id>`), in id order. */
async function blobFiles(folder: string, writer: ArchiveWriter) {
  let count = 0;
  let bytes = 0;
  const shards = (await readdir(folder).catch(() => [] as string[])).filter((name) => /^[0-9a-f]{2}$/.test(name)).sort();
  for (const shard of shards) {
    for (const id of (await readdir(path.join(folder, shard))).filter(isBlobId).sort()) {
      const blob = await readFile(path.join(folder, shard, id));
      await writer.add(blobPart(id), blob);
      count++;
      bytes += blob.length;
    }
  }
  return { count, bytes };
}

export const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);
