import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** ASCII letters lower-cased, every other byte as it is. */
function lowerCased(bytes: Buffer): Buffer {
  const out = Buffer.from(bytes);
  for (let i = 0; i < out.length; i++) if (out[i]! >= 0x41 && out[i]! <= 0x5a) out[i] = out[i]! + 0x20;
  return out;
}

/**
 * Every file under `dir` (recursively) that holds one of the texts, without regard to case, or
 * one of the keys, as bytes or as hex: `<what> in <file relative to dir>`. The files as they are
 * on disk: what a copy of the directory would hold.
 */
export async function diskTraces(dir: string, texts: readonly string[], keys: readonly Buffer[] = []): Promise<string[]> {
  const found: string[] = [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : Promise.reject(error)));
    if (!bytes) continue; // removed since the listing (a WAL segment, a dropped table's file)
    const lower = lowerCased(bytes);
    const where = path.relative(dir, file);
    for (const text of texts) if (lower.includes(text.toLowerCase())) found.push(`${text} in ${where}`);
    for (const key of keys) {
      const name = `key ${key.toString('hex').slice(0, 8)}…`;
      if (bytes.includes(key)) found.push(`${name} in ${where}`);
      if (lower.includes(key.toString('hex'))) found.push(`${name} (hex) in ${where}`);
    }
  }
  return found;
}
