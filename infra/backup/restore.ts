import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { allProjectors } from '@detailing/projections';
import { ProjectionRunner } from '@detailing/projections/runner/ProjectionRunner';
import { blobContentTypeOf, type BlobStore, isBlobId } from '@detailing/services/blobs/BlobStore';
import { FileBlobStore } from '@detailing/services/blobs/FileBlobStore';
import { insertBlob, migrateBlobs, SqlBlobStore } from '@detailing/services/blobs/SqlBlobStore';
import { ErasureLedger } from '@detailing/services/eventstore/erasureLedger';
import { PersonalDataVault } from '@detailing/services/eventstore/personalData';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import { migrateUsers } from '@detailing/services/identity/users';
import { type Config, decodeEncryptionKey } from '@detailing/services/platform/config';
import { connectPostgres, type Database, openEmbedded, type Tx } from '@detailing/services/platform/database';
import {
  ArchiveDamaged,
  FORMAT,
  MANIFEST,
  MANIFEST_SUM,
  type Manifest,
  parseTablePart,
  type PartEntry,
  readArchive,
  rowsOf,
  SETTINGS_KEY_PART,
  sha256,
} from './archive.js';
import { ARCHIVED_TABLES, keyFingerprint, megabytes } from './backup.js';

/** A restore that would not be right to begin: nothing was written. */
export class RestoreRefused extends Error {}

const EVENT_FIELDS = ['global_position', 'event_id', 'stream_id', 'stream_version', 'type', 'data', 'metadata'];
const TABLES = new Set<string>(ARCHIVED_TABLES.map((t) => t.table));

/**
 * Reads the whole archive and checks it without writing anything: the manifest against its own
 * checksum, every part against the manifest (present, in order, same size and sha-256), every
 * row readable (every event with its fields), every blob's bytes against its content address,
 * and the counts. Throws ArchiveDamaged naming the first damaged part.
 */
export async function verifyArchive(file: string, progress: (line: string) => void = () => {}): Promise<Manifest> {
  const seen: PartEntry[] = [];
  /** What is wrong inside a part, reported after the checksums (a part that fails its sum is named for that). */
  const inside = new Map<string, ArchiveDamaged>();
  const rows: Record<string, number> = {};
  let blobs = 0;
  let manifestText: Buffer | null = null;
  let sumText: Buffer | null = null;
  await readArchive(file, (name, bytes) => {
    if (sumText || (manifestText && name !== MANIFEST_SUM)) throw new ArchiveDamaged(name, 'comes after the manifest');
    if (name === MANIFEST) return void (manifestText = bytes);
    if (name === MANIFEST_SUM) return void (sumText = bytes);
    seen.push({ name, size: bytes.length, sha256: sha256(bytes) });
    try {
      const table = parseTablePart(name);
      if (table) {
        if (!TABLES.has(table)) throw new ArchiveDamaged(name, `${table} is not a table a backup holds`);
        const lines = rowsOf(name, bytes);
        lines.forEach((line, i) => checkRow(name, table, line, i));
        rows[table] = (rows[table] ?? 0) + lines.length;
      } else if (name.startsWith('blobs/')) {
        const id = name.slice('blobs/'.length);
        if (!isBlobId(id)) throw new ArchiveDamaged(name, 'is not named by a blob id');
        if (sha256(bytes) !== id.slice(0, 64)) throw new ArchiveDamaged(name, 'its bytes do not match its content address');
        blobs++;
      } else if (name === SETTINGS_KEY_PART) {
        if (!decodeEncryptionKey(bytes.toString('utf8'))) throw new ArchiveDamaged(name, 'does not hold a 32-byte key');
      } else {
        throw new ArchiveDamaged(name, 'is not a part of a backup');
      }
    } catch (error) {
      if (!(error instanceof ArchiveDamaged)) throw error;
      inside.set(name, error);
    }
    if (seen.length % 1000 === 0) progress(`  checked ${seen.length} parts`);
  });
  if (!manifestText) throw new ArchiveDamaged(MANIFEST, `missing (the archive ends after ${seen.at(-1)?.name ?? 'nothing'})`);
  if (!sumText) throw new ArchiveDamaged(MANIFEST_SUM, 'missing (the archive ends after the manifest)');
  if ((sumText as Buffer).toString('utf8').split(/\s/)[0] !== sha256(manifestText)) throw new ArchiveDamaged(MANIFEST, 'does not match its checksum');
  let manifest: Manifest;
  try {
    manifest = JSON.parse((manifestText as Buffer).toString('utf8')) as Manifest;
  } catch {
    throw new ArchiveDamaged(MANIFEST, 'is not JSON');
  }
  if (manifest.format !== FORMAT) throw new ArchiveDamaged(MANIFEST, `is of format ${String(manifest.format)}, not ${FORMAT}`);
  const found = new Map(seen.map((p, i) => [p.name, i]));
  manifest.parts.forEach((part, i) => {
    const at = found.get(part.name);
    if (at === undefined) throw new ArchiveDamaged(part.name, 'missing');
    const got = seen[at]!;
    if (got.size !== part.size || got.sha256 !== part.sha256) throw new ArchiveDamaged(part.name, 'does not match its checksum');
    if (at !== i) throw new ArchiveDamaged(part.name, 'out of its place');
  });
  if (seen.length > manifest.parts.length) throw new ArchiveDamaged(seen[manifest.parts.length]!.name, 'is not in the manifest');
  const firstInside = inside.values().next();
  if (!firstInside.done) throw firstInside.value;
  for (const [table, { rows: count }] of Object.entries(manifest.tables)) {
    if ((rows[table] ?? 0) !== count) throw new ArchiveDamaged(MANIFEST, `says ${table} has ${count} rows; the archive holds ${rows[table] ?? 0}`);
  }
  if (manifest.events.count !== (rows.events ?? 0)) throw new ArchiveDamaged(MANIFEST, `says ${manifest.events.count} events; the archive holds ${rows.events ?? 0}`);
  if (manifest.blobs.count !== blobs) throw new ArchiveDamaged(MANIFEST, `says ${manifest.blobs.count} blobs; the archive holds ${blobs}`);
  return manifest;
}

function checkRow(part: string, table: string, line: string, i: number) {
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    throw new ArchiveDamaged(part, `row ${i + 1} is not JSON`);
  }
  if (typeof row !== 'object' || row === null || Array.isArray(row)) throw new ArchiveDamaged(part, `row ${i + 1} is not a row`);
  if (table === 'events') {
    const missing = EVENT_FIELDS.filter((f) => !(f in row));
    if (missing.length) throw new ArchiveDamaged(part, `event ${i + 1} has no ${missing.join(', ')}`);
  }
}

export interface RestoreOptions {
  /** The target: DATABASE_URL, or the embedded store under DATA_DIR; SETTINGS_ENCRYPTION_KEY when the archive needs it. */
  config: Config;
  /** Erasure ledgers to erase again what they name (the configured one is read when it exists). */
  ledgers: readonly string[];
  progress?: (line: string) => void;
}

export interface RestoreFigures {
  manifest: Manifest;
  erasedAgain: number;
  blobsFreed: number;
  restoreMs: number;
  rebuildMs: number;
}

/**
 * Restores an archive into an empty target: checks the whole archive and what it needs first
 * (nothing is written for a damaged archive, a missing secret or a target that holds data), then
 * writes every row and blob in one transaction, erases again the streams the ledgers name that
 * the archive still holds keys for (and the images only they show), and rebuilds every read model
 * from the events.
 */
export async function restoreArchive(file: string, options: RestoreOptions): Promise<RestoreFigures> {
  const { config } = options;
  const progress = options.progress ?? (() => {});
  const started = performance.now();
  if (config.EVENTSTORE_URL) throw new RestoreRefused('EVENTSTORE_URL is set: this restore writes events into PostgreSQL; restore EventStoreDB with its own tools.');
  const manifest = await verifyArchive(file, progress);
  progress(`Archive verified: ${manifest.parts.length} parts, ${manifest.events.count} events, ${manifest.blobs.count} blobs, taken ${manifest.createdAt}.`);
  const settingsKey = await checkSecrets(manifest, file, config);
  const erased = new Set<string>();
  for (const ledger of options.ledgers) for (const id of await ErasureLedger.read(ledger)) erased.add(id);

  const embedded = !config.DATABASE_URL;
  if (embedded) await refuseNonEmptyFolder(config.DATA_DIR);
  const db = embedded ? await openEmbedded(path.resolve(config.DATA_DIR, 'pglite')) : await connectPostgres(config.DATABASE_URL!);
  try {
    if (!embedded) await refuseNonEmptyDatabase(db);
    const vault = new PersonalDataVault(db);
    const store = new SqlEventStore(db, undefined, vault);
    await store.migrate();
    await migrateUsers(db.sql);
    if (!embedded) await migrateBlobs(db.sql);
    const files = embedded ? new FileBlobStore(path.resolve(config.DATA_DIR, 'blobs')) : null;
    const blobs: BlobStore = files ?? new SqlBlobStore(db);

    let written = 0;
    await db.sql.begin(async (tx) => {
      // The installation's own secret, made by the migration, gives way to the archive's.
      await tx`delete from personal_data_secret`;
      const columns = new Map<string, Set<string>>();
      let index = 0;
      await readArchive(file, async (name, bytes) => {
        if (name === MANIFEST || name === MANIFEST_SUM) return;
        // The file was checked whole above; a part that changed since fails here, and nothing commits.
        const expected = manifest.parts[index++];
        if (!expected || expected.name !== name || expected.sha256 !== sha256(bytes)) throw new ArchiveDamaged(name, 'changed since it was verified');
        const table = parseTablePart(name);
        if (table) {
          await insertRows(tx, table, rowsOf(name, bytes), columns);
          if (table === 'events') {
            written += expected.rows ?? 0;
            if (written % 100_000 < (expected.rows ?? 0)) progress(`  events: ${written}`);
          }
        } else if (name.startsWith('blobs/')) {
          const id = name.slice('blobs/'.length);
          const blob = { id, contentType: blobContentTypeOf(id)!, size: bytes.length };
          if (files) await files.put(bytes, blob.contentType);
          else await insertBlob(tx, blob, bytes);
        }
      });
      if (settingsKey && embedded && manifest.secrets.settingsKey?.carried && !config.SETTINGS_ENCRYPTION_KEY) {
        await writeFile(path.resolve(config.DATA_DIR, 'settings.key'), `${settingsKey.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
      }
    });
    progress(`Restored ${manifest.events.count} events and ${manifest.blobs.count} blobs (${megabytes(manifest.blobs.bytes)} MB).`);
    // New positions must follow the restored ones: the migration moves the origin when they do not.
    await store.migrate();

    const again = await erasedSince(db, erased);
    let blobsFreed = 0;
    if (again.length) {
      const freed = await blobsOnlyOf(db, again);
      await vault.erase(again, async (tx) => {
        for (const id of freed) await blobs.delete(id, tx);
      });
      blobsFreed = freed.length;
      progress(`Erased again ${again.length} streams the ledger names (erased after this archive was made), and ${freed.length} images only they showed.`);
    }

    const rebuildStarted = performance.now();
    const runner = new ProjectionRunner(db, store, allProjectors, (message, error) => progress(`${message}${error ? `: ${String(error)}` : ''}`));
    await runner.migrate();
    for (const projector of allProjectors) {
      const { events } = await runner.rebuild(projector.name);
      progress(`  read model ${projector.name}: rebuilt from ${events} events`);
    }
    const rebuildMs = performance.now() - rebuildStarted;
    await store.close();
    return { manifest, erasedAgain: again.length, blobsFreed, restoreMs: performance.now() - started, rebuildMs };
  } finally {
    await db.close();
  }
}

/** The settings key the archive's sealed settings need, checked before anything is written. */
async function checkSecrets(manifest: Manifest, file: string, config: Config): Promise<Buffer | null> {
  const wanted = manifest.secrets.settingsKey;
  if (!wanted) return null;
  const given = config.SETTINGS_ENCRYPTION_KEY ? decodeEncryptionKey(config.SETTINGS_ENCRYPTION_KEY) : null;
  if (given) {
    if (keyFingerprint(given) !== wanted.fingerprint) {
      throw new RestoreRefused('SETTINGS_ENCRYPTION_KEY is not the key this archive\'s settings secrets are sealed with. Nothing was restored.');
    }
    return given;
  }
  if (wanted.carried && !config.DATABASE_URL) {
    let carried: Buffer | null = null;
    await readArchive(file, (name, bytes) => {
      if (name === SETTINGS_KEY_PART) carried = decodeEncryptionKey(bytes.toString('utf8'));
    });
    if (carried && keyFingerprint(carried) === wanted.fingerprint) return carried;
    throw new ArchiveDamaged(SETTINGS_KEY_PART, 'does not hold the key the manifest names');
  }
  throw new RestoreRefused(
    wanted.carried
      ? 'This archive needs SETTINGS_ENCRYPTION_KEY: it carries the embedded installation\'s key (secrets/settings.key), which a server installation takes from SETTINGS_ENCRYPTION_KEY. Nothing was restored.'
      : 'This archive needs SETTINGS_ENCRYPTION_KEY, the key its settings secrets are sealed with; it is not set. Nothing was restored.',
  );
}

async function refuseNonEmptyFolder(dataDir: string) {
  for (const name of ['pglite', 'blobs']) {
    const entries = await readdir(path.resolve(dataDir, name)).catch(() => [] as string[]);
    if (entries.length) throw new RestoreRefused(`${path.resolve(dataDir)} is not empty (it holds ${name}/): restore only into an empty data directory. Nothing was restored.`);
  }
  if (await readFile(path.resolve(dataDir, 'settings.key')).then(() => true, () => false)) {
    throw new RestoreRefused(`${path.resolve(dataDir)} is not empty (it holds settings.key): restore only into an empty data directory. Nothing was restored.`);
  }
}

async function refuseNonEmptyDatabase(db: Database) {
  for (const table of ['events', 'users', 'blobs']) {
    const [{ exists }] = (await db.sql`select to_regclass(${table}) is not null as exists`) as unknown as [{ exists: boolean }];
    if (!exists) continue;
    const [{ any }] = (await db.sql.unsafe(`select exists (select 1 from ${table}) as any`)) as unknown as [{ any: boolean }];
    if (any) throw new RestoreRefused(`The database is not empty (its ${table} table has rows): restore only into an empty database. Nothing was restored.`);
  }
}

/** Inserts a part's rows as they were, column by column (only columns the table has: the archive names them). */
async function insertRows(tx: Tx, table: string, lines: string[], columns: Map<string, Set<string>>) {
  if (lines.length === 0) return;
  let known = columns.get(table);
  if (!known) {
    const rows = (await tx`select column_name from information_schema.columns where table_name = ${table} and table_schema = current_schema()`) as unknown as { column_name: string }[];
    known = new Set(rows.map((r) => r.column_name));
    columns.set(table, known);
  }
  const names = Object.keys(JSON.parse(lines[0]!) as object);
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length) throw new RestoreRefused(`The archive's ${table} rows have columns this version does not know (${unknown.join(', ')}): restore with the version that made it (${table}). Nothing was restored.`);
  const list = names.map((n) => `"${n}"`).join(', ');
  await tx.unsafe(`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, $1::text::jsonb)`, [`[${lines.join(',')}]`]);
}

/** The streams the ledgers name that this database has not erased. */
async function erasedSince(db: Database, ledger: ReadonlySet<string>): Promise<string[]> {
  if (ledger.size === 0) return [];
  const rows = (await db.sql`
    select s.id from unnest(${db.sql.array([...ledger])}::text[]) as s (id)
    where not exists (select 1 from personal_data_erasures e where e.stream_id = s.id)`) as unknown as { id: string }[];
  return rows.map((r) => r.id);
}

/** Images the streams' events name that no other stream's events name, but for streams erased before. */
async function blobsOnlyOf(db: Database, streams: readonly string[]): Promise<string[]> {
  const rows = (await db.sql`
    with refs as (
      select distinct e.stream_id, m[1] as blob_id
      from events e, regexp_matches(e.data::text, '([0-9a-f]{64}\\.(?:jpg|png|webp))', 'g') as m
    )
    select blob_id from refs where stream_id = any(${db.sql.array([...streams])}::text[])
    except
    select blob_id from refs r where not (r.stream_id = any(${db.sql.array([...streams])}::text[]))
      and not exists (select 1 from personal_data_erasures e where e.stream_id = r.stream_id)`) as unknown as { blob_id: string }[];
  return rows.map((r) => r.blob_id);
}
