import type { Database, Sql, Tx } from '../platform/database.js';
import { blobContentTypeOf, blobIdOf, type BlobContentType, type BlobStore, type StoredBlob } from './BlobStore.js';
import { migrateTables } from '../platform/migrations.js';

/** A chunk's size: a 10 MB photo is some 40 rows, none a huge value for the driver or the server to hold at once. */
export const BLOB_CHUNK_BYTES = 256 * 1024;
/** Chunks read per statement: a few MB at most in one answer. */
const CHUNKS_PER_READ = 8;

/**
 * The tables of `SqlBlobStore`: a blob's row says it is complete (it is written last, in the
 * transaction that wrote its chunks), its chunks hold the bytes, both read by primary key.
 */
export const migrateBlobs = (sql: Sql): Promise<void> =>
  migrateTables(sql, 'blobs', [
    {
      id: 1,
      name: 'blobs and chunks',
      up: async (tx) => {
        await tx`
          create table if not exists blobs (
            id text primary key,
            content_type text not null,
            size integer not null,
            created_at timestamptz not null default now()
          )`;
        await tx`
          create table if not exists blob_chunks (
            blob_id text not null,
            n integer not null,
            bytes bytea not null,
            primary key (blob_id, n)
          )`;
      },
    },
  ]);

/**
 * Blobs in the database every replica shares, so a photo uploaded through one process is served
 * by any other. Content-addressed like the files: the same bytes have the same id and the same
 * chunks, so concurrent puts of them write identical rows, `on conflict do nothing` lets the
 * second wait for the first and then add nothing, and both succeed.
 */
export class SqlBlobStore implements BlobStore {
  constructor(private readonly db: Database) {}

  async put(bytes: Buffer, contentType: BlobContentType): Promise<StoredBlob> {
    const id = blobIdOf(bytes, contentType);
    const stored = { id, contentType, size: bytes.length };
    if (await this.has(id)) return stored;
    await this.db.transaction((tx) => insertBlob(tx, stored, bytes));
    return stored;
  }

  async get(id: string): Promise<{ bytes: Buffer; contentType: BlobContentType } | null> {
    const contentType = blobContentTypeOf(id);
    if (!contentType) return null;
    const [blob] = await this.db.sql<{ size: number }[]>`select size from blobs where id = ${id}`;
    if (!blob) return null;
    const chunks: Buffer[] = [];
    let read = 0;
    for (let from = 0; read < blob.size; from += CHUNKS_PER_READ) {
      const rows = await this.db.sql<{ n: number; bytes: Buffer }[]>`
        select n, bytes from blob_chunks where blob_id = ${id} and n >= ${from} and n < ${from + CHUNKS_PER_READ} order by n`;
      if (rows.length === 0) break;
      for (const row of rows) {
        chunks.push(row.bytes);
        read += row.bytes.length;
      }
    }
    // Deleted between the two reads, or damaged: either way not this blob.
    if (read !== blob.size) return null;
    return { bytes: Buffer.concat(chunks, read), contentType };
  }

  async has(id: string): Promise<boolean> {
    if (!blobContentTypeOf(id)) return false;
    const [row] = await this.db.sql`select 1 from blobs where id = ${id}`;
    return row !== undefined;
  }

  async delete(id: string, within?: Tx): Promise<void> {
    if (!blobContentTypeOf(id)) return;
    const remove = async (tx: Tx) => {
      await tx`delete from blobs where id = ${id}`;
      await tx`delete from blob_chunks where blob_id = ${id}`;
    };
    await (within ? remove(within) : this.db.transaction(remove));
  }
}

/** Writes a blob's chunks, then its row, in the caller's transaction (a put; a restore's one transaction). */
export async function insertBlob(tx: Tx, blob: StoredBlob, bytes: Buffer): Promise<void> {
  for (let n = 0; n * BLOB_CHUNK_BYTES < bytes.length || n === 0; n++) {
    const chunk = bytes.subarray(n * BLOB_CHUNK_BYTES, (n + 1) * BLOB_CHUNK_BYTES);
    await tx`insert into blob_chunks (blob_id, n, bytes) values (${blob.id}, ${n}, ${chunk}) on conflict do nothing`;
  }
  // Last, so a reader that finds the row finds every chunk (and, being one transaction, never a part of them).
  await tx`insert into blobs (id, content_type, size) values (${blob.id}, ${blob.contentType}, ${bytes.length}) on conflict do nothing`;
}
