import { createHash } from 'node:crypto';
import type { Tx } from '../platform/database.js';

export type BlobContentType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface StoredBlob {
  /** `<sha256 hex>.<ext>`: the content's own address; the same bytes always get the same id. */
  id: string;
  contentType: BlobContentType;
  size: number;
}

/**
 * Photos, licence images, signatures and service images live here, never in events or rows:
 * those carry the blob id. Content-addressed, so putting the same bytes twice stores them once
 * and two processes putting them at once both succeed. Two adapters: files under the data
 * directory (the embedded installation, one process) and the shared database (every replica
 * reads what any of them stored).
 */
export interface BlobStore {
  put(bytes: Buffer, contentType: BlobContentType): Promise<StoredBlob>;
  /** The blob's bytes, or null for an unknown or malformed id. */
  get(id: string): Promise<{ bytes: Buffer; contentType: BlobContentType } | null>;
  /** Whether the blob is stored, without reading its bytes (a conditional request's answer). */
  has(id: string): Promise<boolean>;
  /**
   * Removes a blob for good (its owner was erased); an unknown id is already gone. `within` is a
   * transaction of the database the installation keeps its events in: an adapter that keeps its
   * blobs there deletes them in it, so they go if and only if the erasure it belongs to commits.
   */
  delete(id: string, within?: Tx): Promise<void>;
}

const extensions: Record<BlobContentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const types = Object.fromEntries(Object.entries(extensions).map(([t, e]) => [e, t])) as Record<string, BlobContentType>;
const ID = /^([0-9a-f]{64})\.(jpg|png|webp)$/;

export function isBlobId(id: string): boolean {
  return ID.test(id);
}

/** The type an id names, or null when it is not a blob id at all (a path, an upper-case hash). */
export function blobContentTypeOf(id: string): BlobContentType | null {
  const match = ID.exec(id);
  return match ? types[match[2]!]! : null;
}

/** The id these bytes are stored under. */
export function blobIdOf(bytes: Uint8Array, contentType: BlobContentType): string {
  return `${createHash('sha256').update(bytes).digest('hex')}.${extensions[contentType]}`;
}
