import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../testing/app.js';
import buildWeb from '../testing/globalSetup.js';
import type { Figure } from './figures.js';

const dist = path.join(repoRoot, 'web', 'dist');

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** A chunk and every chunk it imports statically: what the browser fetches before it runs. */
function closure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** Bytes as served: the file, and the .gz and .br the build wrote beside it. */
async function sizes(files: string[]) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const at = path.join(dist, file);
    total.raw += (await readFile(at)).length;
    total.gzip += (await readFile(`${at}.gz`)).length;
    total.brotli += (await readFile(`${at}.br`)).length;
  }
  return total;
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/**
 * The JavaScript the sign-in page (`/` before sign-in) loads: the entry every page shares plus
 * the admin page's route chunk, from the build manifest; the dialog and the admin app come later.
 */
export async function webBundleFigures(): Promise<Figure[]> {
  await buildWeb();
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = closure(manifest, ['index.html']);
  const signIn = closure(manifest, ['index.html', 'src/app/pages/AdminPage.tsx']);
  const [shared, page] = [await sizes(entry), await sizes(signIn)];
  const note = `${signIn.length} files: ${signIn.map((f) => path.basename(f)).join(', ')}`;
  return [
    { key: 'web.entry.jsKbBrotli', label: 'entry JavaScript every page loads (brotli)', value: kb(shared.brotli), unit: 'KB' },
    { key: 'web.signIn.initialJsKbRaw', label: 'sign-in page initial JavaScript (uncompressed)', value: kb(page.raw), unit: 'KB', note },
    { key: 'web.signIn.initialJsKbGzip', label: 'sign-in page initial JavaScript (gzip)', value: kb(page.gzip), unit: 'KB' },
    { key: 'web.signIn.initialJsKbBrotli', label: 'sign-in page initial JavaScript (brotli)', value: kb(page.brotli), unit: 'KB' },
  ];
}
