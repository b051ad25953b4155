import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, type RateLimiter } from '../identity/rateLimiter.js';
import { admit, tooMany } from './admission.js';

const WINDOW_MS = 60_000;
let limiter: RateLimiter;
let server: ReturnType<ReturnType<typeof express>['listen']>;
let url: string;

beforeAll(async () => {
  limiter = memoryRateLimiter(WINDOW_MS);
  const app = express();
  // A route limited as the sign-ins are: by address, then by name at that address.
  app.post('/limited/:name', async (req, res) => {
    const admission = await admit(limiter, [
      ['address', 3],
      [`name:${req.params.name}`, 2],
    ]);
    if (!admission.allowed) return tooMany(res, admission, 'Too many attempts.');
    res.json({ ok: true });
  });
  app.post('/refused/:ms', (req, res) => tooMany(res, { allowed: false, retryAfterMs: Number(req.params.ms) }, 'Wait.'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = async (route: string) => {
  const response = await fetch(`${url}${route}`, { method: 'POST' });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
};

describe('admitting a rate-limited request', () => {
  it('counts each key in order and stops at the first over its limit, leaving later keys uncounted', async () => {
    expect((await post('/limited/jo')).status).toBe(200);
    expect((await post('/limited/jo')).status).toBe(200);
    // Jo's name is over its limit (3 > 2); the address has counted 3 of 3.
    expect((await post('/limited/jo')).status).toBe(429);
    // The address is over its limit now: Sam's name is never counted.
    expect((await post('/limited/sam')).status).toBe(429);
    expect(await limiter.take('name:sam', 2)).toMatchObject({ allowed: true });
    expect(await limiter.take('name:sam', 2)).toMatchObject({ allowed: true });
  });

  it('refuses with 429, the message, and Retry-After in whole seconds until the window ends', async () => {
    const refused = await post('/limited/jo');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many attempts.' });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(WINDOW_MS / 1000);
  });

  it('rounds Retry-After up, and never says less than 1 second', async () => {
    expect((await post('/refused/1500')).retryAfter).toBe('2');
    expect((await post('/refused/1000')).retryAfter).toBe('1');
    expect((await post('/refused/1')).retryAfter).toBe('1');
    expect((await post('/refused/0')).retryAfter).toBe('1');
  });
});

describe('the one admission helper', () => {
  it('is the only code in services/ that answers a request with 429', async () => {
    const root = path.resolve(import.meta.dirname, '..');
    const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.ts') && !/\.spec\.ts$|[\\/]testing[\\/]/.test(file));
    const answering: string[] = [];
    for (const file of files) if (/\.status\(429\)|set\('Retry-After'/.test(await readFile(path.join(root, file), 'utf8'))) answering.push(file.split(path.sep).join('/'));
    // idempotency.ts's Retry-After goes with a 409 for a request still in flight, not with a limit.
    expect(answering.sort()).toEqual(['api/admission.ts', 'api/idempotency.ts']);
  });
});
