import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../testing/app.js';
import buildWeb from '../testing/globalSetup.js';

/** The admin app's initial JavaScript: what index.html loads before any view's own chunk. */
export async function benchWebBundle(): Promise<string[]> {
  await buildWeb();
  const dist = path.join(repoRoot, 'web', 'dist');
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1] ?? m[2]!);
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(initial)) {
    const bytes = await readFile(path.join(dist, file.replace(/^\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return [`admin app initial JavaScript: ${(gzip / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw) in ${new Set(initial).size} files; each view loads its own chunk`];
}
