import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PORTAL_INITIAL_JS_BUDGET_KB_GZIP, webBundleFigures } from '@detailing/infra/bench/webBundle';
import { repoRoot } from '@detailing/infra/testing/app';
import { describe, expect, it } from 'vitest';

const vite = path.join(repoRoot, 'web', 'dist', '.vite');

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

/**
 * Every chunk a page can load: its own, what it imports, and the portal's parts it fetches later
 * (the dashboard, its dialogs, the menu). Only the portal's own lazy parts are followed: a shared
 * chunk may name another page's lazy code (the admin's) that a portal page never asks for.
 */
function everyChunk(manifest: Manifest, page: string, lazyParts = /^src\/modules\/portal\//): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []).filter((lazy) => lazyParts.test(lazy))]) visit(next);
  };
  visit(page);
  return [...files];
}

/** Apollo and what it brings (the graphql AST and printer, rxjs, optimism): the portal has its own client. */
const NOT_FOR_THE_PORTAL = /^node_modules\/(@apollo\/client|graphql|rxjs|optimism)\//;

const portalPages = [
  'src/modules/portal/components/CustomerLoginPage.tsx',
  'src/modules/portal/components/CustomerDashboardPage.tsx',
  'src/modules/portal/components/PortalAppPage.tsx',
];

// Built by the integration project's globalSetup (web/dist, as the server serves it).
describe("the portal's JavaScript (issue 12)", () => {
  it('holds no Apollo module on any portal page, however far one goes (dialogs, /app, the dashboard)', async () => {
    const manifest = JSON.parse(await readFile(path.join(vite, 'manifest.json'), 'utf8')) as Manifest;
    const modules = JSON.parse(await readFile(path.join(vite, 'modules.json'), 'utf8')) as Record<string, string[]>;
    for (const page of portalPages) {
      const chunks = everyChunk(manifest, page);
      const loaded = chunks.filter((file) => file.endsWith('.js')).flatMap((file) => modules[file] ?? [`(unknown chunk ${file})`]);
      expect(loaded, page).toEqual(expect.arrayContaining(['web/src/modules/portal/api/portalRequest.ts', 'web/src/modules/portal/components/PhotoLightbox.tsx']));
      expect(loaded.filter((m) => NOT_FOR_THE_PORTAL.test(m)), page).toEqual([]);
    }
    // The admin app still has Apollo: the check would see it if a portal page reached it.
    const admin = everyChunk(manifest, 'src/app/pages/AdminApp.tsx', /^src\//).flatMap((file) => modules[file] ?? []);
    expect(admin.some((m) => NOT_FOR_THE_PORTAL.test(m))).toBe(true);
  });

  it("builds the portal's and the demo page's failure toasts with the one errorToast, still without Apollo (issue 32)", async () => {
    const manifest = JSON.parse(await readFile(path.join(vite, 'manifest.json'), 'utf8')) as Manifest;
    const modules = JSON.parse(await readFile(path.join(vite, 'modules.json'), 'utf8')) as Record<string, string[]>;
    const pages = [...portalPages, 'src/modules/demo/components/DemoPage.tsx'];
    for (const page of pages) {
      const loaded = everyChunk(manifest, page, /^src\/modules\/(portal|demo)\//).flatMap((file) => modules[file] ?? []);
      expect(loaded, page).toEqual(expect.arrayContaining(['web/src/ui/Toast/errorToast.ts', 'web/src/utils/errorDetail.ts']));
      expect(loaded.filter((m) => NOT_FOR_THE_PORTAL.test(m)), page).toEqual([]);
    }
  });

  it(`keeps the login page, the dashboard and /app under ${PORTAL_INITIAL_JS_BUDGET_KB_GZIP} KB gzip of initial JavaScript`, async () => {
    const figures = Object.fromEntries((await webBundleFigures()).map((figure) => [figure.key, figure.value]));
    for (const key of ['web.portal.login.initialJsKbGzip', 'web.portal.dashboard.initialJsKbGzip', 'web.portal.app.initialJsKbGzip']) {
      expect(figures[key], key).toBeGreaterThan(0);
      expect(figures[key], key).toBeLessThan(PORTAL_INITIAL_JS_BUDGET_KB_GZIP);
    }
  });
});
