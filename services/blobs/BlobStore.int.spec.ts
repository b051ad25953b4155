import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobStore } from './BlobStore.js';

let root: string;
let store: BlobStore;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'blobs-'));
  store = new BlobStore(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('BlobStore', () => {
  it('gives back what was put, under an id made of the content hash and the type', async () => {
    const bytes = Buffer.from('jpeg bytes stand-in');
    const stored = await store.put(bytes, 'image/jpeg');
    expect(stored).toMatchObject({ contentType: 'image/jpeg', size: bytes.length });
    expect(stored.id).toMatch(/^[0-9a-f]{64}\.jpg$/);
    expect(await store.get(stored.id)).toEqual({ bytes, contentType: 'image/jpeg' });
  });

  it('stores the same bytes once, whatever the number of puts', async () => {
    const bytes = Buffer.from('the same photo twice');
    const first = await store.put(bytes, 'image/png');
    const second = await store.put(bytes, 'image/png');
    expect(second.id).toBe(first.id);
    const shard = path.join(root, first.id.slice(0, 2));
    expect((await readdir(shard)).filter((name) => name.startsWith(first.id.slice(0, 64)))).toEqual([first.id]);
  });

  it('returns null for an unknown id', async () => {
    expect(await store.get(`${'a'.repeat(64)}.webp`)).toBeNull();
  });

  it('returns null for a path instead of an id, never reading outside the store', async () => {
    await writeFile(path.join(root, 'outside.jpg'), 'not a blob');
    for (const id of ['../../etc/passwd', '/etc/passwd', '../outside.jpg', 'outside.jpg', `../${'a'.repeat(64)}.jpg`, `${'a'.repeat(64)}.jpg/..`, `${'A'.repeat(64)}.jpg`, `${'a'.repeat(64)}.php`]) {
      expect(await store.get(id), id).toBeNull();
    }
  });
});
