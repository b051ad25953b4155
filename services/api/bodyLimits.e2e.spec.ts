import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from '../../infra/testing/app.js';
import { type ProductProcess, startProductProcess } from '../../infra/testing/productProcess.js';
import { freshPostgres } from '../../infra/testing/services.js';

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x20);

let product: ProductProcess;
let pg: Awaited<ReturnType<typeof freshPostgres>>;
let dataDir: string;

beforeAll(async () => {
  pg = await freshPostgres();
  dataDir = await mkdtemp(path.join(tmpdir(), 'detailing-limits-'));
  product = await startProductProcess({ DATABASE_URL: pg.url, DATA_DIR: dataDir, ADMIN_PASSWORD: 'limits-admin-1' });
});
afterAll(async () => {
  await product?.stop();
  await pg?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * Streams `bytes` of body to the product (with or without a declared Content-Length), the way a
 * hostile client would, and resolves with the status it answers; 'closed' if it hung up unanswered.
 */
function send(method: string, urlPath: string, bytes: number, options: { declare: boolean; cookie?: string }): Promise<number | 'closed'> {
  return new Promise((resolve) => {
    const req = request(`${product.url}${urlPath}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(options.declare ? { 'content-length': String(bytes) } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });
    let sent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => {
      if (!answered) resolve('closed');
    });
    const pump = () => {
      while (!answered && sent < bytes) {
        const piece = sent === 0 ? Buffer.concat([Buffer.from('{"notes":"'), CHUNK]) : CHUNK.subarray(0, Math.min(CHUNK.length, bytes - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

const anonymousJsonRoutes: [string, string][] = [
  ['PATCH', `/api/bookings/${randomUUID()}`],
  ['POST', '/api/services'],
  ['POST', '/graphql'],
  ['POST', '/api/bookings'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/invoices'],
];

describe('request bodies are limited per route, before authentication and before they are read', () => {
  it.each(anonymousJsonRoutes)('refuses an anonymous 50 MB body to %s %s with 413', async (method, urlPath) => {
    expect(await send(method, urlPath, 50 * MB, { declare: true })).toBe(413);
  });

  it('counts a body sent without a declared length as it arrives, and refuses it past the limit', async () => {
    expect(await send('POST', '/api/bookings', 5 * MB, { declare: false })).toBe(413);
    expect(await send('POST', '/graphql', 5 * MB, { declare: false })).toBe(413);
  });

  it('refuses a body without a declared length to a route the caller may not use with 401, before reading it', async () => {
    expect(await send('PATCH', `/api/bookings/${randomUUID()}`, 5 * MB, { declare: false })).toBe(401);
  });

  it("raises the server's memory by no more than a few tens of MB under sixteen 50 MB bodies at once", async () => {
    // Forget the peak so far (start-up, earlier tests): what follows is measured alone.
    await writeFile(`/proc/${product.pid}/clear_refs`, '5');
    const before = await product.memory();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => send('PATCH', `/api/bookings/${randomUUID()}`, 50 * MB, { declare: i % 2 === 0 })),
    );
    // Declared lengths are refused on the header (413); the rest on the missing session (401), unread.
    expect(answers).toEqual(Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? 413 : 401)));
    const after = await product.memory();
    expect((after.peak - before.rss) / MB).toBeLessThan(48);
  });

  it("lets an admin send large bodies only where the route takes them", async () => {
    const admin = new HttpSession(product.url);
    expect((await admin.login('admin', 'limits-admin-1')).status).toBe(200);
    // A booking edit carries licence images as data URLs: a 2 MB body is read (and judged on its content).
    const edit = await send('PATCH', `/api/bookings/${randomUUID()}`, 2 * MB, { declare: true, cookie: admin.cookie });
    expect(edit).not.toBe(413);
    expect(edit).toBeLessThan(500);
    // An invoice is never that big.
    expect(await send('POST', '/api/invoices', 2 * MB, { declare: true, cookie: admin.cookie })).toBe(413);
  });
});
