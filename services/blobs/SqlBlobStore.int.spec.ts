import { describe, expect, it } from 'vitest';
import { freshPglite, freshPostgres } from '../../infra/testing/services.js';
import { connectPostgres, type Database } from '../platform/database.js';
import { blobStoreContract } from './blobStore.contract.js';
import { BLOB_CHUNK_BYTES, migrateBlobs, SqlBlobStore } from './SqlBlobStore.js';

const copiesIn = (db: Database) => async (id: string) => {
  const [row] = await db.sql<{ n: number }[]>`select count(*)::int as n from blobs where id = ${id}`;
  return row!.n;
};

blobStoreContract('SqlBlobStore on PostgreSQL', async () => {
  const pg = await freshPostgres();
  await migrateBlobs(pg.db.sql);
  // A second connection pool to the same database: another replica's.
  const other = await connectPostgres(pg.url);
  return {
    store: new SqlBlobStore(pg.db),
    other: new SqlBlobStore(other),
    copies: copiesIn(pg.db),
    async close() {
      await other.close();
      await pg.drop();
    },
  };
});

blobStoreContract('SqlBlobStore on PGlite', async () => {
  const lite = await freshPglite();
  await migrateBlobs(lite.db.sql);
  // PGlite is one process's own database: the other "connection" is a second store over it.
  return { store: new SqlBlobStore(lite.db), other: new SqlBlobStore(lite.db), copies: copiesIn(lite.db), close: lite.drop };
});

describe('SqlBlobStore', () => {
  it('writes a large blob as bounded chunks, numbered in order, and its row only with all of them', async () => {
    const pg = await freshPostgres();
    try {
      await migrateBlobs(pg.db.sql);
      await migrateBlobs(pg.db.sql);
      const bytes = Buffer.alloc(10 * 1024 * 1024, 7);
      const stored = await new SqlBlobStore(pg.db).put(bytes, 'image/jpeg');
      const chunks = await pg.db.sql<{ n: number; length: number }[]>`
        select n, length(bytes) as length from blob_chunks where blob_id = ${stored.id} order by n`;
      expect(chunks.map((c) => c.n)).toEqual([...Array(40).keys()]);
      expect(chunks.every((c) => c.length === BLOB_CHUNK_BYTES)).toBe(true);
      const [row] = await pg.db.sql`select content_type, size from blobs where id = ${stored.id}`;
      expect(row).toEqual({ content_type: 'image/jpeg', size: bytes.length });
    } finally {
      await pg.drop();
    }
  });

  it("deletes within the caller's transaction: the blob goes only if that transaction commits", async () => {
    const lite = await freshPglite();
    try {
      await migrateBlobs(lite.db.sql);
      const store = new SqlBlobStore(lite.db);
      const stored = await store.put(Buffer.alloc(BLOB_CHUNK_BYTES + 1, 3), 'image/jpeg');
      const rolledBack = lite.db.transaction(async (tx) => {
        await store.delete(stored.id, tx);
        throw new Error('the erasure failed after the delete');
      });
      await expect(rolledBack).rejects.toThrow('the erasure failed after the delete');
      expect((await store.get(stored.id))?.bytes.length).toBe(BLOB_CHUNK_BYTES + 1);
      await lite.db.transaction((tx) => store.delete(stored.id, tx));
      expect(await store.has(stored.id)).toBe(false);
      expect(await lite.db.sql`select 1 from blob_chunks where blob_id = ${stored.id}`).toHaveLength(0);
    } finally {
      await lite.drop();
    }
  });

  it('treats a blob whose chunks are missing as not stored, never answering part of it', async () => {
    const lite = await freshPglite();
    try {
      await migrateBlobs(lite.db.sql);
      const store = new SqlBlobStore(lite.db);
      const stored = await store.put(Buffer.alloc(BLOB_CHUNK_BYTES * 2 + 1, 1), 'image/png');
      await lite.db.sql`delete from blob_chunks where blob_id = ${stored.id} and n = 1`;
      expect(await store.get(stored.id)).toBeNull();
    } finally {
      await lite.drop();
    }
  });
});
