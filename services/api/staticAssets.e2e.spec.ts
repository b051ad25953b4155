import { request } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { pagePreloads, type ViteManifest, WEB_APP_PAGE_MODULES, withPreloads } from './pageDocuments.js';

const dist = path.join(repoRoot, 'web', 'dist');
let app: TestApp;
let indexHtml: Buffer;
let scripts: string[];
let manifest: ViteManifest;

/** What a page path is served: index.html with that page's preloads, or as built for no page. */
const documentFor = (route: string) => {
  const module = WEB_APP_PAGE_MODULES[route.length > 1 ? route.replace(/\/+$/, '') : route];
  return Buffer.from(module ? withPreloads(indexHtml.toString(), pagePreloads(manifest, module)) : indexHtml);
};

/** A GET as a browser sends it, bytes as they travel: fetch() would undo the Content-Encoding. */
function get(urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(new URL(urlPath, app.url), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

beforeAll(async () => {
  app = await startTestApp({ env: { NODE_ENV: 'production' } });
  indexHtml = await readFile(path.join(dist, 'index.html'));
  manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  scripts = [...indexHtml.toString().matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
});
afterAll(() => app?.close());

describe('the built web app over HTTP', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
  ])('answers Accept-Encoding %j for a hashed script with %s, cached for a year', async (accept, expected) => {
    expect(scripts.length).toBeGreaterThan(0);
    const script = scripts[0]!;
    const response = await get(script, { 'accept-encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['last-modified']).toBeTruthy();
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(decode(expected, response.body).equals(await readFile(path.join(dist, script)))).toBe(true);
  });

  it('sends less than a third of the bytes of a large script with brotli', async () => {
    const sizes = await Promise.all(scripts.map(async (s) => ({ s, size: (await readFile(path.join(dist, s))).length })));
    const largest = sizes.sort((a, b) => b.size - a.size)[0]!;
    const response = await get(largest.s, { 'accept-encoding': 'br' });
    expect(response.body.length).toBeLessThan(largest.size / 3);
  });

  it.each([
    ['/', 200],
    ['/admin', 200],
    ['/customer/dashboard', 200],
    ['/demo/', 200],
    ['/no/such/page', 404],
    ['/index.html', 404],
  ])("serves index.html with the page's preloads, compressed and never cached unchecked at %s, with status %i", async (route, status) => {
    const response = await get(route, { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(status);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(decode('br', response.body).equals(documentFor(route))).toBe(true);
  });

  it.each(['/customer/login', '/customer-login', '/embed/booking', '/demo', '/admin/'])(
    'names in the page at %s, as modulepreload, its own chunk and every chunk it imports, each of them served',
    async (route) => {
      const html = decode('br', (await get(route, { 'accept-encoding': 'br' })).body).toString();
      // What the server adds: Vite's own index.html may already preload the entry's chunks (react-*.js).
      const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!).filter((href) => !indexHtml.toString().includes(href));
      const styles = [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
      const page = manifest[WEB_APP_PAGE_MODULES[route.replace(/\/+$/, '')]!]!;
      expect(preloaded[0]).toBe(`/${page.file}`);
      for (const imported of page.imports ?? []) {
        const file = `/${manifest[imported]!.file}`;
        if (!indexHtml.toString().includes(file)) expect(preloaded).toContain(file);
      }
      expect(preloaded).not.toContain(scripts[0]);
      for (const href of [...preloaded, ...styles]) expect((await get(href)).status, href).toBe(200);
      expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    },
  );

  it('serves the same page document with and without a trailing slash, and a preload-free one for an unknown path', async () => {
    const plain = decode('br', (await get('/customer/login', { 'accept-encoding': 'br' })).body);
    const slashed = decode('br', (await get('/customer/login/', { 'accept-encoding': 'br' })).body);
    const unknown = decode('br', (await get('/no/such/page', { 'accept-encoding': 'br' })).body);
    expect(slashed.equals(plain)).toBe(true);
    expect(plain.toString()).toContain('modulepreload');
    expect(unknown.equals(indexHtml)).toBe(true);
  });

  it.each(['/', '/customer/login'])('answers a revalidation of %s with 304 and an ETag per encoding', async (route) => {
    const br = await get(route, { 'accept-encoding': 'br' });
    const gzip = await get(route, { 'accept-encoding': 'gzip' });
    const identity = await get(route, { 'accept-encoding': 'identity' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(documentFor(route))).toBe(true);
    expect(identity.body.equals(documentFor(route))).toBe(true);
    expect(new Set([br.headers.etag, gzip.headers.etag, identity.headers.etag]).size).toBe(3);
    const again = await get(route, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it.each(['/assets/missing-0000.js', `/assets/..%2f..%2fpackage.json`, '/assets/.hidden.js'])(
    'answers 404, not the app, for the unknown asset %s',
    async (asset) => {
      const response = await get(asset, { 'accept-encoding': 'br, gzip' });
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toContain('<html');
    },
  );

  it('answers a path that is not valid percent-encoding with 400', async () => {
    expect((await get('/assets/%E0%A4%A')).status).toBe(400);
    expect((await get('/admin/%E0%A4%A')).status).toBe(400);
  });

  it('does not hand out a compressed file under its own name', async () => {
    const response = await get(`${scripts[0]}.br`);
    expect(response.status).toBe(404);
  });
});
