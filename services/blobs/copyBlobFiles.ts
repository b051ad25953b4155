import { readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { blobContentTypeOf, blobIdOf, type BlobStore } from './BlobStore.js';

export interface BlobCopy {
  copied: number;
  alreadyThere: number;
  corrupt: string[];
  /** Whether every file is in the store now and the folder was renamed to `<folder>.migrated`. */
  finished: boolean;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Moving an installation from one process's disk to the shared database: copies each blob file
 * under `folder` (what `FileBlobStore` wrote) into `store`. Puts are idempotent and each blob is
 * checked first, so a start that crashed midway is simply resumed by the next. A file whose bytes
 * do not hash to its name is logged and left behind, never stored under an id it does not match.
 * Once every file is in the store the folder is renamed `<folder>.migrated`, so later starts skip
 * the walk; with a corrupt file left it stays, for someone to look at.
 */
export async function copyBlobFiles(folder: string, store: BlobStore, log: (line: string) => void): Promise<BlobCopy> {
  const outcome: BlobCopy = { copied: 0, alreadyThere: 0, corrupt: [], finished: false };
  const shards = await readdir(folder, { withFileTypes: true }).catch((error) => {
    if (isMissing(error)) return null;
    throw error;
  });
  if (!shards) return outcome;
  for (const shard of shards.filter((entry) => entry.isDirectory())) {
    // Another process starting alongside may have finished and renamed the folder: nothing is left to copy then.
    const names = await readdir(path.join(folder, shard.name)).catch((error) => (isMissing(error) ? [] : Promise.reject(error)));
    for (const id of names) {
      // Leftover temp files of an interrupted write are not blobs.
      const contentType = blobContentTypeOf(id);
      if (!contentType) continue;
      if (await store.has(id)) {
        outcome.alreadyThere++;
        continue;
      }
      const bytes = await readFile(path.join(folder, shard.name, id)).catch((error) => (isMissing(error) ? null : Promise.reject(error)));
      if (!bytes) continue;
      if (blobIdOf(bytes, contentType) !== id) {
        log(`Blob file ${id} does not match its content hash: not copied to the database, left in ${folder}`);
        outcome.corrupt.push(id);
        continue;
      }
      await store.put(bytes, contentType);
      outcome.copied++;
    }
  }
  if (outcome.copied > 0 || outcome.alreadyThere > 0) log(`Blob files in the database: ${outcome.copied} copied, ${outcome.alreadyThere} there already`);
  if (outcome.corrupt.length === 0) {
    await rename(folder, `${folder}.migrated`).catch(async (error) => {
      // The other process renamed it first.
      if (isMissing(error)) return;
      // A folder of an earlier move is in the way: keep both.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') await rename(folder, `${folder}.migrated-${Date.now()}`);
      else throw error;
    });
    outcome.finished = true;
  }
  return outcome;
}
