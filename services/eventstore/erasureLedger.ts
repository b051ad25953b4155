import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The list of erased streams (ids only, nothing personal), kept in a file apart from the database
 * and from any backup, so a restore of an archive made before an erasure can erase again what
 * was erased since (`npm run restore`). An erasure is written here, and on disk, before it
 * commits: a crash between the two leaves a line for an erasure that did not happen, which a
 * restore then performs (it was asked for), never an erasure without its line.
 *
 * One JSON object per line, appended: several processes may share one file (O_APPEND writes of a
 * line are whole), and a line torn by a crash is skipped when read.
 */
export class ErasureLedger {
  constructor(readonly file: string) {}

  async record(streamIds: readonly string[], at = new Date()): Promise<void> {
    if (streamIds.length === 0) return;
    await mkdir(path.dirname(this.file), { recursive: true });
    const handle = await open(this.file, 'a', 0o600);
    try {
      await handle.write(`${JSON.stringify({ at: at.toISOString(), streams: streamIds })}\n`);
      await handle.datasync();
    } finally {
      await handle.close();
    }
  }

  /** Every stream the file names; none when there is no file. */
  static async read(file: string): Promise<Set<string>> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
      throw error;
    }
    const streams = new Set<string>();
    for (const line of text.split('\n')) {
      if (!line) continue;
      let entry: unknown;
      try {
        entry = JSON.parse(line);
      } catch {
        continue; // torn by a crash mid-write: its erasure never began
      }
      const ids = (entry as { streams?: unknown }).streams;
      if (Array.isArray(ids)) for (const id of ids) if (typeof id === 'string') streams.add(id);
    }
    return streams;
  }
}
