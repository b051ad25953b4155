import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobIdOf, type BlobStore } from './BlobStore.js';

export interface BlobStoreUnderTest {
  store: BlobStore;
  /** A second store over the same storage through its own connection (its own files handle, its own database session). */
  other: BlobStore;
  /** How many copies of the blob the storage holds: 1 once stored, however often it was put. */
  copies(id: string): Promise<number>;
  close(): Promise<void>;
}

/** What every `BlobStore` adapter promises, run against each one on its real storage. */
export function blobStoreContract(name: string, open: () => Promise<BlobStoreUnderTest>): void {
  describe(`${name}: the BlobStore contract`, { timeout: 60_000 }, () => {
    let subject: BlobStoreUnderTest;
    let store: BlobStore;

    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });

    afterAll(async () => {
      await subject?.close();
    });

    it('gives back what was put, under an id made of the content hash and the type', async () => {
      const bytes = Buffer.from('jpeg bytes stand-in');
      const stored = await store.put(bytes, 'image/jpeg');
      expect(stored).toEqual({ id: blobIdOf(bytes, 'image/jpeg'), contentType: 'image/jpeg', size: bytes.length });
      expect(stored.id).toMatch(/^[0-9a-f]{64}\.jpg$/);
      expect(await store.get(stored.id)).toEqual({ bytes, contentType: 'image/jpeg' });
      expect(await store.has(stored.id)).toBe(true);
    });

    it('stores the same bytes once, whatever the number of puts', async () => {
      const bytes = Buffer.from('the same photo twice');
      const first = await store.put(bytes, 'image/png');
      const second = await store.put(bytes, 'image/png');
      expect(second).toEqual(first);
      expect(await subject.copies(first.id)).toBe(1);
    });

    it('answers what another connection stored', async () => {
      const stored = await store.put(randomBytes(1000), 'image/webp');
      expect(await subject.other.get(stored.id)).toEqual(await store.get(stored.id));
    });

    it('deletes a blob for good, and takes deleting an unknown one as done', async () => {
      const bytes = randomBytes(300_000);
      const stored = await store.put(bytes, 'image/jpeg');
      await store.delete(stored.id);
      expect(await store.get(stored.id)).toBeNull();
      expect(await store.has(stored.id)).toBe(false);
      expect(await subject.copies(stored.id)).toBe(0);
      await store.delete(stored.id);
      await store.delete('../not-an-id');
      // Deleted, it can be stored again.
      await store.put(bytes, 'image/jpeg');
      expect(await store.get(stored.id)).toEqual({ bytes, contentType: 'image/jpeg' });
    });

    it('answers null for an unknown id, and for anything that is not an id, never reading outside the store', async () => {
      expect(await store.get(`${'a'.repeat(64)}.webp`)).toBeNull();
      expect(await store.has(`${'a'.repeat(64)}.webp`)).toBe(false);
      const known = (await store.put(Buffer.from('known'), 'image/jpeg')).id;
      for (const id of ['../../etc/passwd', '/etc/passwd', '../outside.jpg', 'outside.jpg', `../${known}`, `${known}/..`, known.toUpperCase(), `${known.slice(0, 64)}.php`, `${known} `, '']) {
        expect(await store.get(id), id).toBeNull();
        expect(await store.has(id), id).toBe(false);
      }
    });

    it('round-trips a 10 MB photo byte for byte', async () => {
      const bytes = randomBytes(10 * 1024 * 1024 + 123);
      const stored = await store.put(bytes, 'image/jpeg');
      expect(stored.size).toBe(bytes.length);
      const read = await subject.other.get(stored.id);
      expect(read?.bytes.length).toBe(bytes.length);
      expect(read?.bytes.equals(bytes)).toBe(true);
    });

    it('takes the same bytes put at once through two connections: both succeed, one copy is kept', async () => {
      const bytes = randomBytes(3 * 1024 * 1024);
      const results = await Promise.all([store.put(bytes, 'image/png'), subject.other.put(bytes, 'image/png'), store.put(bytes, 'image/png')]);
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      expect(await subject.copies(results[0].id)).toBe(1);
      expect((await subject.other.get(results[0].id))?.bytes.equals(bytes)).toBe(true);
    });
  });
}
