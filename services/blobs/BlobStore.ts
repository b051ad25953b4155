import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

export type BlobContentType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface StoredBlob {
  /** `<sha256 hex>.<ext>`: the content's own address; the same bytes always get the same id. */
  id: string;
  contentType: BlobContentType;
  size: number;
}

const extensions: Record<BlobContentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const types = Object.fromEntries(Object.entries(extensions).map(([t, e]) => [e, t])) as Record<string, BlobContentType>;
const ID = /^([0-9a-f]{64})\.(jpg|png|webp)$/;

/**
 * Photos, licence images, signatures and service images live here, never in events or rows:
 * those carry the blob id. Content-addressed files under the data directory, written
 * atomically (temp file + rename), so a crash never leaves half a blob under a real id.
 */
export class BlobStore {
  constructor(private readonly root: string) {}

  static isId(id: string): boolean {
    return ID.test(id);
  }

  static contentTypeOf(id: string): BlobContentType | null {
    const match = ID.exec(id);
    return match ? types[match[2]!]! : null;
  }

  async put(bytes: Buffer, contentType: BlobContentType): Promise<StoredBlob> {
    const id = `${createHash('sha256').update(bytes).digest('hex')}.${extensions[contentType]}`;
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

  /** The blob's bytes, or null for an unknown or malformed id (never a path outside the store). */
  async get(id: string): Promise<{ bytes: Buffer; contentType: BlobContentType } | null> {
    const contentType = BlobStore.contentTypeOf(id);
    if (!contentType) return null;
    try {
      return { bytes: await readFile(this.pathOf(id)), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Removes a blob for good (its owner was erased); an unknown id is already gone. */
  async delete(id: string): Promise<void> {
    if (!BlobStore.contentTypeOf(id)) return;
    await rm(this.pathOf(id), { force: true });
  }

  private pathOf(id: string): string {
    if (!ID.test(id)) throw new Error(`Not a blob id: ${id}`);
    return path.join(this.root, id.slice(0, 2), id);
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
