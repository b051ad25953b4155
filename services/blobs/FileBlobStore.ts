import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { blobContentTypeOf, blobIdOf, isBlobId, type BlobContentType, type BlobStore, type StoredBlob } from './BlobStore.js';

/**
 * Blobs as content-addressed files under the data directory (`<root>/<first two hex>/<id>`),
 * written atomically (temp file + rename), so a crash never leaves half a blob under a real id.
 * What the embedded installation uses: one process, one disk.
 */
export class FileBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  async put(bytes: Buffer, contentType: BlobContentType): Promise<StoredBlob> {
    const id = blobIdOf(bytes, contentType);
    const target = this.pathOf(id);
    if (!(await exists(target))) {
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, target).catch(async (error) => {
        await rm(temp, { force: true });
        throw error;
      });
    }
    return { id, contentType, size: bytes.length };
  }

  /** Never a path outside the store: anything but a blob id is unknown. */
  async get(id: string): Promise<{ bytes: Buffer; contentType: BlobContentType } | null> {
    const contentType = blobContentTypeOf(id);
    if (!contentType) return null;
    try {
      return { bytes: await readFile(this.pathOf(id)), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async has(id: string): Promise<boolean> {
    return isBlobId(id) && exists(this.pathOf(id));
  }

  /** Files are outside any transaction: removed at once, so a crash before the erasure commits leaves none behind. */
  async delete(id: string): Promise<void> {
    if (!isBlobId(id)) return;
    await rm(this.pathOf(id), { force: true });
  }

  private pathOf(id: string): string {
    if (!isBlobId(id)) throw new Error(`Not a blob id: ${id}`);
    return path.join(this.root, id.slice(0, 2), id);
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
