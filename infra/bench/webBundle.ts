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

/**
 * A built file's size as the server sends it with this encoding: the .gz or .br the build wrote
 * beside it, or the file itself when the build wrote none (it skips files too small to gain), as
 * the server then does (services/api/staticAssets.ts).
 */
export async function servedBytes(file: string, suffix: '' | '.gz' | '.br'): Promise<number> {
  const at = path.join(dist, file);
  const variant = suffix
    ? await readFile(`${at}${suffix}`).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      })
    : null;
  return (variant ?? (await readFile(at))).length;
}

/** Bytes as served: the file, gzip and brotli. */
async function sizes(files: string[]) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    total.raw += await servedBytes(file, '');
    total.gzip += await servedBytes(file, '.gz');
    total.brotli += await servedBytes(file, '.br');
  }
  return total;
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** The issue 12 budget: the customer portal's initial JavaScript stays under 150 KB gzip, on each of its pages. */
export const PORTAL_INITIAL_JS_BUDGET_KB_GZIP = 150;

/**
 * The JavaScript each page loads before it can be used, from the build manifest: the sign-in page
 * (`/` before sign-in: the entry every page shares plus the admin page's route chunk; the dialog
 * and the admin app come later), the customer login page, the customer dashboard (a signed-in
 * direct visit: its route chunk, then the dashboard with the portal's GraphQL client once the
 * session is known; its dialogs load when first opened) and /app signed in the same way.
 */
export async function webBundleFigures(): Promise<Figure[]> {
  await buildWeb();
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = closure(manifest, ['index.html']);
  const signIn = closure(manifest, ['index.html', 'src/app/pages/AdminPage.tsx']);
  const portalLogin = closure(manifest, ['index.html', 'src/modules/portal/components/CustomerLoginPage.tsx']);
  const portalDashboard = closure(manifest, [
    'index.html',
    'src/modules/portal/components/CustomerDashboardPage.tsx',
    'src/modules/portal/components/CustomerDashboard.tsx',
  ]);
  const portalApp = closure(manifest, ['index.html', 'src/modules/portal/components/PortalAppPage.tsx', 'src/modules/portal/app/components/AppDashboard.tsx']);
  const [shared, page, login, dashboard, app] = await Promise.all([entry, signIn, portalLogin, portalDashboard, portalApp].map(sizes));
  const files = (list: string[]) => `${list.length} files: ${list.map((f) => path.basename(f)).join(', ')}`;
  const budget = `budget ${PORTAL_INITIAL_JS_BUDGET_KB_GZIP} KB gzip`;
  return [
    { key: 'web.entry.jsKbBrotli', label: 'entry JavaScript every page loads (brotli)', value: kb(shared!.brotli), unit: 'KB' },
    { key: 'web.signIn.initialJsKbRaw', label: 'sign-in page initial JavaScript (uncompressed)', value: kb(page!.raw), unit: 'KB', note: files(signIn) },
    { key: 'web.signIn.initialJsKbGzip', label: 'sign-in page initial JavaScript (gzip)', value: kb(page!.gzip), unit: 'KB' },
    { key: 'web.signIn.initialJsKbBrotli', label: 'sign-in page initial JavaScript (brotli)', value: kb(page!.brotli), unit: 'KB' },
    { key: 'web.portal.login.initialJsKbRaw', label: 'customer login page initial JavaScript (uncompressed)', value: kb(login!.raw), unit: 'KB', note: files(portalLogin) },
    { key: 'web.portal.login.initialJsKbGzip', label: 'customer login page initial JavaScript (gzip)', value: kb(login!.gzip), unit: 'KB', note: budget },
    { key: 'web.portal.login.initialJsKbBrotli', label: 'customer login page initial JavaScript (brotli)', value: kb(login!.brotli), unit: 'KB' },
    { key: 'web.portal.dashboard.initialJsKbRaw', label: 'customer dashboard initial JavaScript (uncompressed)', value: kb(dashboard!.raw), unit: 'KB', note: files(portalDashboard) },
    { key: 'web.portal.dashboard.initialJsKbGzip', label: 'customer dashboard initial JavaScript (gzip)', value: kb(dashboard!.gzip), unit: 'KB', note: budget },
    { key: 'web.portal.dashboard.initialJsKbBrotli', label: 'customer dashboard initial JavaScript (brotli)', value: kb(dashboard!.brotli), unit: 'KB' },
    { key: 'web.portal.app.initialJsKbGzip', label: '/app signed in initial JavaScript (gzip)', value: kb(app!.gzip), unit: 'KB', note: `${budget}; ${files(portalApp)}` },
  ];
}
