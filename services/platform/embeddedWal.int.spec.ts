import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskTraces } from '../../infra/testing/diskTraces.js';
import { openEmbedded } from './database.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const segments = async (dataDir: string) => (await readdir(path.join(dataDir, 'pg_wal'))).filter((name) => /^[0-9A-F]{24}$/.test(name)).sort();

describe('the embedded store’s write-ahead log', () => {
  it('drops, on open, the segments an older version recycled ahead of the one being written, keeping every row', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'embedded-wal-')), 'pglite');
    dirs.push(path.dirname(dataDir));
    const gone = `qzrecycled${randomBytes(5).toString('hex')}`;
    // A directory as older versions left it: PGlite's defaults recycle a checkpoint's old segments.
    const { PGlite } = await import('@electric-sql/pglite');
    const older = await PGlite.create(dataDir);
    await older.exec(`create table notes (id int primary key, text text); insert into notes values (1, 'kept'), (2, '${gone}')`);
    await older.query('delete from notes where id = 2');
    await older.query('vacuum full notes');
    await older.query('select pg_switch_wal()');
    await older.query('checkpoint');
    const [{ current }] = (await older.query<{ current: string }>('select pg_walfile_name(pg_current_wal_insert_lsn()) as current')).rows as [{ current: string }];
    await older.close();
    // The segment that held the row lives on under a later name, waiting to be written over.
    expect((await segments(dataDir)).filter((name) => name > current)).not.toEqual([]);
    expect(await diskTraces(dataDir, [gone])).toEqual([expect.stringMatching(new RegExp(`in pg_wal/(?!${current})`))]);

    const db = await openEmbedded(dataDir);
    try {
      const [{ now }] = (await db.sql`select pg_walfile_name(pg_current_wal_insert_lsn()) as now`) as unknown as [{ now: string }];
      expect((await segments(dataDir)).filter((name) => name > now)).toEqual([]);
      expect(await diskTraces(dataDir, [gone])).toEqual([]);
      expect((await db.sql`select id, text from notes`).map((r) => ({ ...r }))).toEqual([{ id: 1, text: 'kept' }]);
    } finally {
      await db.close();
    }
  });
});
