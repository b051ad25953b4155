import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * The module each page of the web app's route table loads (`web/src/app/routes.ts`), as the
 * build's manifest names it; a unit test keeps the two equal.
 */
export const WEB_APP_PAGE_MODULES: Readonly<Record<string, string>> = {
  '/': 'src/app/pages/AdminPage.tsx',
  '/admin': 'src/app/pages/AdminPage.tsx',
  '/customer/login': 'src/modules/portal/components/CustomerLoginPage.tsx',
  '/customer-login': 'src/modules/portal/components/CustomerLoginPage.tsx',
  '/customer/dashboard': 'src/modules/portal/components/CustomerDashboardPage.tsx',
  '/app': 'src/modules/portal/components/PortalAppPage.tsx',
  '/embed/booking': 'src/modules/wizard/components/BookingWizardPage.tsx',
  '/demo': 'src/modules/demo/components/DemoPage.tsx',
};

/** The part of Vite's `dist/.vite/manifest.json` read here. */
export type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

/** One page's index.html in each encoding the server offers, with an ETag each. */
export type PageDocument = Record<'br' | 'gzip' | 'identity', { body: Buffer; etag: string }>;

/** The chunk files and stylesheets `key` loads before it runs: itself and its static imports. */
function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * The files a page needs beyond what index.html already loads: its own chunk, the chunks that
 * imports and their stylesheets, as root-relative URLs, the page's chunk first.
 */
export function pagePreloads(manifest: ViteManifest, pageModule: string): { scripts: string[]; styles: string[] } {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = new Set(entries.flatMap((entry) => [...closure(manifest, entry)]));
  const keys = [...closure(manifest, pageModule)].filter((key) => !loaded.has(key) && manifest[key]);
  return {
    scripts: keys.map((key) => `/${manifest[key]!.file}`),
    styles: [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))].map((file) => `/${file}`),
  };
}

/**
 * index.html with `<link rel="modulepreload">` (and preloaded stylesheets) for the page's
 * chunks, so the browser fetches them beside the entry instead of after it has run. Same-origin
 * files, no inline script: the Content-Security-Policy is unchanged. `crossorigin` as Vite
 * writes on its own tags, so the later import finds the preloaded response.
 */
export function withPreloads(html: string, preloads: { scripts: string[]; styles: string[] }): string {
  const links = [
    ...preloads.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...preloads.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ];
  return links.length ? html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`) : html;
}

function encoded(html: string): PageDocument {
  const identity = Buffer.from(html);
  const variants = {
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    identity,
  };
  const tag = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return {
    br: { body: variants.br, etag: tag(variants.br) },
    gzip: { body: variants.gzip, etag: tag(variants.gzip) },
    identity: { body: identity, etag: tag(identity) },
  };
}

/**
 * Each page's index.html with its preloads, built once from the web build (`webDist`), keyed
 * by page path. Without a manifest (an older build) the map is empty and pages get plain index.html.
 */
export async function pageDocuments(webDist: string): Promise<Map<string, PageDocument>> {
  const documents = new Map<string, PageDocument>();
  const manifestText = await readFile(path.join(webDist, '.vite', 'manifest.json'), 'utf8').catch(() => null);
  if (!manifestText) return documents;
  const manifest = JSON.parse(manifestText) as ViteManifest;
  const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
  for (const [page, module] of Object.entries(WEB_APP_PAGE_MODULES)) {
    documents.set(page, encoded(withPreloads(html, pagePreloads(manifest, module))));
  }
  return documents;
}
