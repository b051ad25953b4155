import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshPglite } from '../../infra/testing/services.js';
import { copyBlobFiles } from './copyBlobFiles.js';
import { FileBlobStore } from './FileBlobStore.js';
import { migrateBlobs, SqlBlobStore } from './SqlBlobStore.js';

let dataDir: string;
let folder: string;
let lite: Awaited<ReturnType<typeof freshPglite>>;
let sql: SqlBlobStore;
let logged: string[];
const log = (line: string) => logged.push(line);
const exists = (file: string) => stat(file).then(() => true, () => false);

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'blob-copy-'));
  folder = path.join(dataDir, 'blobs');
  lite = await freshPglite();
  await migrateBlobs(lite.db.sql);
  sql = new SqlBlobStore(lite.db);
  logged = [];
});

afterEach(async () => {
  await lite.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** What a single-process installation left on disk. */
async function filesOnDisk(count: number) {
  const files = new FileBlobStore(folder);
  const stored = [];
  for (let i = 0; i < count; i++) {
    const bytes = randomBytes(1000 + i * 200_000);
    stored.push({ bytes, ...(await files.put(bytes, i % 2 ? 'image/png' : 'image/jpeg')) });
  }
  return stored;
}

describe('copying blob files into the shared database', () => {
  it('copies every file, then renames the folder so later starts skip it', async () => {
    const stored = await filesOnDisk(3);
    // An interrupted write's leftover is not a blob.
    await writeFile(path.join(folder, stored[0]!.id.slice(0, 2), `${stored[0]!.id}.abc123.tmp`), 'half');
    expect(await copyBlobFiles(folder, sql, log)).toEqual({ copied: 3, alreadyThere: 0, corrupt: [], finished: true });
    for (const blob of stored) expect((await sql.get(blob.id))?.bytes.equals(blob.bytes), blob.id).toBe(true);
    expect(await exists(folder)).toBe(false);
    expect(await exists(`${folder}.migrated`)).toBe(true);
    expect(await copyBlobFiles(folder, sql, log)).toEqual({ copied: 0, alreadyThere: 0, corrupt: [], finished: false });
  });

  it('resumes a copy that stopped midway, copying only what is not there yet', async () => {
    const stored = await filesOnDisk(4);
    // The crashed start got as far as two of them.
    await sql.put(stored[0]!.bytes, stored[0]!.contentType);
    await sql.put(stored[2]!.bytes, stored[2]!.contentType);
    expect(await copyBlobFiles(folder, sql, log)).toEqual({ copied: 2, alreadyThere: 2, corrupt: [], finished: true });
    for (const blob of stored) expect(await sql.has(blob.id)).toBe(true);
    const [count] = await lite.db.sql<{ n: number }[]>`select count(*)::int as n from blobs`;
    expect(count!.n).toBe(4);
  });

  it('logs and leaves a file whose bytes do not match its id, and keeps the folder for someone to look at', async () => {
    const [good, damaged] = await filesOnDisk(2);
    await writeFile(path.join(folder, damaged!.id.slice(0, 2), damaged!.id), 'bit rot');
    expect(await copyBlobFiles(folder, sql, log)).toEqual({ copied: 1, alreadyThere: 0, corrupt: [damaged!.id], finished: false });
    expect(await sql.has(good!.id)).toBe(true);
    expect(await sql.has(damaged!.id)).toBe(false);
    expect(logged.join('\n')).toContain(`Blob file ${damaged!.id} does not match its content hash`);
    expect(await readdir(path.join(folder, damaged!.id.slice(0, 2)))).toContain(damaged!.id);

    // Someone restores it; the next start finishes.
    await writeFile(path.join(folder, damaged!.id.slice(0, 2), damaged!.id), damaged!.bytes);
    expect(await copyBlobFiles(folder, sql, log)).toEqual({ copied: 1, alreadyThere: 1, corrupt: [], finished: true });
  });

  it('does nothing where there never were files', async () => {
    expect(await copyBlobFiles(folder, sql, log)).toEqual({ copied: 0, alreadyThere: 0, corrupt: [], finished: false });
    expect(logged).toEqual([]);
  });
});
