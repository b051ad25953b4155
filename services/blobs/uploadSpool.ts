import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { isAlive } from '../platform/processes.js';

/**
 * Where uploaded files wait on disk while their request is judged, so an upload of ten large
 * photos never sits in memory at once. One folder per process (named by its pid) under the data
 * directory; a folder left by a process that died is removed by the next one to open the spool.
 */
export class UploadSpool {
  private constructor(private readonly dir: string) {}

  static async open(root: string): Promise<UploadSpool> {
    await mkdir(root, { recursive: true });
    for (const name of await readdir(root)) {
      const owner = Number.parseInt(name, 10);
      if (owner && owner !== process.pid && !isAlive(owner)) await rm(path.join(root, name), { recursive: true, force: true });
    }
    return new UploadSpool(await mkdtemp(path.join(root, `${process.pid}-`)));
  }

  /** A fresh path for one file in this process's folder. */
  newFile(): string {
    return path.join(this.dir, randomUUID());
  }

  async close(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}
