import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../testing/app.js';
import buildWeb from '../testing/globalSetup.js';
import type { Figure } from './figures.js';
import { servedBytes } from './webBundle.js';

const dist = path.join(repoRoot, 'web', 'dist');
/** The wizard page's own chunk (web/src/modules/wizard/routes.ts); the entry every page shares comes first. */
const WIZARD_PAGE = 'src/modules/wizard/components/BookingWizardPage.tsx';
const LOADER = 'src/embed/embedLoader.ts';

/** Issue 13's budgets: all of the wizard's JavaScript, and the loader other sites include. */
export const WIZARD_JS_BUDGET_KB_GZIP = 90;
export const EMBED_LOADER_BUDGET_KB_GZIP = 3;

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

/**
 * Every JavaScript file /embed/booking loads, from the build manifest: the shared entry with its
 * static imports, then the wizard's chunk with everything it imports, statically or later.
 */
export function wizardFiles(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visit = (key: string, followDynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, followDynamic);
    if (followDynamic) for (const imported of chunk.dynamicImports ?? []) visit(imported, true);
  };
  // The entry's dynamic imports are the other pages: not the wizard's.
  visit('index.html', false);
  if (!manifest[WIZARD_PAGE]) throw new Error(`the build manifest has no ${WIZARD_PAGE}`);
  visit(WIZARD_PAGE, true);
  return [...files].filter((file) => file.endsWith('.js'));
}

async function gzipBytes(files: string[]): Promise<number> {
  const sizes = await Promise.all(files.map((file) => servedBytes(file, '.gz')));
  return sizes.reduce((sum, n) => sum + n, 0);
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** The booking wizard's JavaScript (gzip, as served) and the size of /embed.js. */
export async function wizardBundleFigures(): Promise<Figure[]> {
  await buildWeb();
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = wizardFiles(manifest);
  const loader = manifest[LOADER]?.file;
  if (loader !== 'embed.js') throw new Error(`the loader was built to ${loader ?? 'nothing'}, not embed.js`);
  const [total, own, loaderBytes] = await Promise.all([gzipBytes(files), gzipBytes(files.filter((f) => !f.startsWith(manifest['index.html']!.file))), gzipBytes([loader])]);
  return [
    {
      key: 'web.wizard.totalJsKbGzip',
      label: 'booking wizard (/embed/booking): all JavaScript it loads (gzip)',
      value: kb(total),
      unit: 'KB',
      note: `budget ${WIZARD_JS_BUDGET_KB_GZIP} KB gzip; ${files.length} files: ${files.map((f) => path.basename(f)).join(', ')}`,
    },
    { key: 'web.wizard.ownJsKbGzip', label: "booking wizard: its own chunks beyond the shared entry (gzip)", value: kb(own), unit: 'KB' },
    { key: 'web.embedLoader.jsKbGzip', label: 'embed loader /embed.js (gzip)', value: kb(loaderBytes), unit: 'KB', note: `budget ${EMBED_LOADER_BUDGET_KB_GZIP} KB gzip` },
  ];
}
