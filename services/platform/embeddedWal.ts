import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite's settings for its write-ahead log, on top of its defaults: a checkpoint removes the
 * segments it no longer needs instead of renaming them to future names for reuse (a recycled
 * segment keeps its old bytes, erased people's included, until it is written over), and a new
 * segment is created filled with zeros. `ErasureCompaction` relies on both.
 */
export const EMBEDDED_WAL_SETTINGS = ['-c', 'wal_recycle=off', '-c', 'wal_init_zero=on'];

const SEGMENT = /^[0-9A-F]{24}$/;

/**
 * Removes the segments an older version recycled ahead of the one being written: named after it,
 * holding old WAL. Run on open, before anything else uses the database: PostgreSQL opens a
 * segment only once writing reaches it, and creates a missing one then.
 */
export async function dropRecycledWal(dataDir: string, query: (text: string) => Promise<{ rows: unknown[] }>): Promise<void> {
  const { rows } = await query('select pg_walfile_name(pg_current_wal_insert_lsn()) as current');
  const current = (rows[0] as { current: string }).current;
  const dir = path.join(dataDir, 'pg_wal');
  for (const name of await readdir(dir)) {
    if (SEGMENT.test(name) && name > current) await rm(path.join(dir, name));
  }
}
