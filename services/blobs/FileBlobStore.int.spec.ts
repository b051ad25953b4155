import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { blobStoreContract } from './blobStore.contract.js';
import { FileBlobStore } from './FileBlobStore.js';

blobStoreContract('FileBlobStore', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'blobs-'));
  // Something right next to the store that a path smuggled in as an id would reach.
  await writeFile(path.join(root, 'outside.jpg'), 'not a blob');
  return {
    store: new FileBlobStore(root),
    other: new FileBlobStore(root),
    async copies(id) {
      const shard = await readdir(path.join(root, id.slice(0, 2))).catch(() => []);
      // Temp files of a write in progress count too: none may be left behind.
      return shard.filter((name) => name.startsWith(id.slice(0, 64))).length;
    },
    close: () => rm(root, { recursive: true, force: true }),
  };
});

it('keeps each blob as a file named by its id, in a folder named by its first two hex digits', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'blobs-'));
  try {
    const stored = await new FileBlobStore(root).put(Buffer.from('a photo'), 'image/webp');
    expect(await readdir(path.join(root, stored.id.slice(0, 2)))).toEqual([stored.id]);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
