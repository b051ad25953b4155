import { request } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startTestApp, type TestApp } from '../../infra/testing/app.js';

const dist = path.join(repoRoot, 'web', 'dist');
let app: TestApp;
let indexHtml: Buffer;
let scripts: string[];

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
  ])('serves index.html compressed and never cached unchecked at %s, with status %i', async (route, status) => {
    const response = await get(route, { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(status);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(decode('br', response.body).equals(indexHtml)).toBe(true);
  });

  it('answers a revalidation with 304 and an ETag per encoding', async () => {
    const br = await get('/', { 'accept-encoding': 'br' });
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
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
