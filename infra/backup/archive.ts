import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { gunzipSync, gzip as gzipCallback } from 'node:zlib';
import tar from 'tar-stream';

/**
 * The backup archive: a plain tar of parts, each small enough to hold in memory (rows go in
 * groups of ROWS_PER_PART, gzipped; a blob is one part), then `manifest.json` listing every part
 * in order with its size and sha-256, then `manifest.sha256` holding the manifest's own. A
 * damaged archive is named by its part: a checksum that does not match, a part missing or out of
 * place, an archive that ends early.
 */
export const FORMAT = 'detailing-backup/1';
export const MANIFEST = 'manifest.json';
export const MANIFEST_SUM = 'manifest.sha256';
export const ROWS_PER_PART = 10_000;
/** How much of the archive may wait in the page cache before it is flushed to disk. */
const SYNC_EVERY = 32 * 1024 * 1024;

export interface PartEntry {
  name: string;
  size: number;
  sha256: string;
  /** Rows in a table part. */
  rows?: number;
}

export interface Manifest {
  format: typeof FORMAT;
  product: { name: string; version: string };
  createdAt: string;
  /** Where it was taken from: the embedded store or a PostgreSQL server. */
  source: 'pglite' | 'postgres';
  events: { count: number; lastPosition: string | null };
  blobs: { count: number; bytes: number };
  tables: Record<string, { rows: number }>;
  /**
   * What the archive needs from outside it to open what it holds sealed: the settings key's
   * fingerprint (sha-256 of the key, never the key) and whether the archive carries the key file
   * itself (the embedded install's generated key) or it must come from SETTINGS_ENCRYPTION_KEY.
   */
  secrets: { settingsKey: { fingerprint: string; carried: boolean } | null };
  parts: PartEntry[];
}

const gzip = promisify(gzipCallback);

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A part of a table: `tables/<table>/<n>.ndjson.gz`. */
export const tablePart = (table: string, n: number) => `tables/${table}/${String(n).padStart(6, '0')}.ndjson.gz`;
export const blobPart = (id: string) => `blobs/${id}`;
export const SETTINGS_KEY_PART = 'secrets/settings.key';

export function parseTablePart(name: string): string | null {
  return /^tables\/([a-z_]+)\/\d{6}\.ndjson\.gz$/.exec(name)?.[1] ?? null;
}

/** Writes an archive to `file` (under a temporary name until it is complete). */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly done: Promise<void>;
  private readonly temporary: string;
  readonly parts: PartEntry[] = [];
  bytes = 0;

  constructor(private readonly file: string) {
    this.temporary = `${file}.partial`;
    this.done = this.drain();
    this.done.catch(() => {});
  }

  /**
   * Writes the tar as it comes, flushing it to disk every SYNC_EVERY bytes: otherwise hundreds
   * of MB of dirty pages pile up in the page cache and go out in one burst that the database's
   * own commits (fsync) then wait behind. Synced whole before it is renamed into place.
   */
  private async drain(): Promise<void> {
    const handle = await open(this.temporary, 'w', 0o600);
    try {
      let unsynced = 0;
      for await (const chunk of this.pack) {
        await handle.write(chunk as Buffer);
        unsynced += (chunk as Buffer).length;
        if (unsynced >= SYNC_EVERY) {
          await handle.datasync();
          unsynced = 0;
        }
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  async add(name: string, bytes: Buffer, rows?: number): Promise<void> {
    await new Promise<void>((resolve, reject) => this.pack.entry({ name, size: bytes.length, mode: 0o600, mtime: new Date(0) }, bytes, (e) => (e ? reject(e) : resolve())));
    this.parts.push({ name, size: bytes.length, sha256: sha256(bytes), ...(rows === undefined ? {} : { rows }) });
    this.bytes += bytes.length;
  }

  /** Compressed on libuv's threads: the product may be serving requests in this process (the live embedded backup). */
  async addRows(name: string, lines: readonly string[]): Promise<void> {
    return this.add(name, await gzip(lines.join('\n') + '\n', { level: 6 }), lines.length);
  }

  /** Adds the manifest (with every part so far) and its checksum, and moves the archive into place. */
  async finish(manifest: Omit<Manifest, 'parts'>): Promise<Manifest> {
    const whole: Manifest = { ...manifest, parts: this.parts.slice() };
    const text = Buffer.from(JSON.stringify(whole, null, 2) + '\n');
    await this.add(MANIFEST, text);
    await this.add(MANIFEST_SUM, Buffer.from(`${sha256(text)}  ${MANIFEST}\n`));
    this.pack.finalize();
    await this.done;
    await rename(this.temporary, this.file);
    // The rename itself on disk too: a crash now leaves the whole archive under its name.
    const folder = await open(path.dirname(this.file), 'r');
    await folder.sync().finally(() => folder.close());
    return whole;
  }

  async abandon(): Promise<void> {
    this.pack.destroy();
    await this.done.catch(() => {});
    await rm(this.temporary, { force: true });
  }
}

export class ArchiveDamaged extends Error {
  constructor(readonly part: string, reason: string) {
    super(`The archive is damaged: ${part}: ${reason}. Nothing was restored.`);
  }
}

/**
 * Reads an archive part by part: every part's bytes reach `onPart` only once they match the
 * manifest's checksum... which comes last, so the first pass (`verifyArchive`) checks sums as it
 * goes against the manifest it finds at the end, and a second pass may trust a part the moment
 * its sum matches the manifest the first pass read.
 */
export async function readArchive(
  file: string,
  onPart: (name: string, bytes: Buffer) => Promise<void> | void,
): Promise<void> {
  const extract = tar.extract();
  let last: string | null = null;
  /** What the caller threw: passed on as it is, never taken for damage. */
  let failed: { error: unknown } | null = null;
  const reading = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      if (bytes.length !== entry.header.size) throw new ArchiveDamaged(entry.header.name, 'the archive ends inside it');
      last = entry.header.name;
      try {
        await onPart(entry.header.name, bytes);
      } catch (error) {
        failed = { error };
        throw error;
      }
    }
  })();
  try {
    await Promise.all([pipeline(createReadStream(file), extract), reading]);
  } catch (error) {
    extract.destroy();
    if (failed) throw (failed as { error: unknown }).error;
    if (error instanceof ArchiveDamaged) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new Error(`No archive at ${file}.`);
    const where = last ? `after part ${last}` : 'at its start';
    throw new ArchiveDamaged(where, `not a readable archive (${(error as Error).message})`);
  }
}

/** The rows of a table part, one JSON object per line. */
export function rowsOf(name: string, bytes: Buffer): string[] {
  let text: string;
  try {
    text = gunzipSync(bytes).toString('utf8');
  } catch (error) {
    throw new ArchiveDamaged(name, `does not decompress (${(error as Error).message})`);
  }
  const lines = text.split('\n');
  if (lines.pop() !== '') throw new ArchiveDamaged(name, 'its last row is cut off');
  return lines;
}
