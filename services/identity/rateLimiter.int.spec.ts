import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redisUrl } from '../../infra/testing/services.js';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from './rateLimiter.js';

let redis: Redis;
const prefix = `test-${randomBytes(6).toString('hex')}:ratelimit:`;

beforeAll(async () => {
  redis = new Redis(await redisUrl());
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

const limiters: [string, (windowMs: number) => RateLimiter][] = [
  ['in memory', (windowMs) => memoryRateLimiter(windowMs)],
  ['in Redis', (windowMs) => redisRateLimiter(redis, windowMs, prefix)],
];

describe.each(limiters)('the rate limiter %s', (_name, limiterWith) => {
  it('lets exactly the limit through when 200 attempts arrive at once', async () => {
    const limiter = limiterWith(60_000);
    const admissions = await Promise.all(Array.from({ length: 200 }, () => limiter.take('concurrent', 10)));
    expect(admissions.filter((a) => a.allowed)).toHaveLength(10);
    for (const a of admissions) expect(a.retryAfterMs).toBeGreaterThan(0);
  });

  it('keeps keys apart', async () => {
    const limiter = limiterWith(60_000);
    expect((await limiter.take('one', 1)).allowed).toBe(true);
    expect((await limiter.take('one', 1)).allowed).toBe(false);
    expect((await limiter.take('two', 1)).allowed).toBe(true);
  });

  it('takes a handed-back attempt off the count, never below zero', async () => {
    const limiter = limiterWith(60_000);
    await limiter.giveBack('handed');
    await limiter.giveBack('handed');
    expect((await limiter.take('handed', 2)).allowed).toBe(true);
    expect((await limiter.take('handed', 2)).allowed).toBe(true);
    expect((await limiter.take('handed', 2)).allowed).toBe(false);
    await limiter.giveBack('handed');
    await limiter.giveBack('handed');
    expect((await limiter.take('handed', 2)).allowed).toBe(true);
  });

  it('starts afresh after a reset and after the window', async () => {
    const limiter = limiterWith(300);
    await limiter.take('window', 1);
    expect((await limiter.take('window', 1)).allowed).toBe(false);
    await limiter.reset('window');
    expect((await limiter.take('window', 1)).allowed).toBe(true);
    // Each poll is itself an attempt: it is let through only once a new window began.
    await vi.waitFor(async () => expect((await limiter.take('window', 1)).allowed).toBe(true), { timeout: 5_000, interval: 50 });
  });
});

describe('the Redis rate limiter', () => {
  it('never leaves a counter without an expiry, even when handing back after the window', async () => {
    const limiter = redisRateLimiter(redis, 60_000, prefix);
    await limiter.giveBack('no-such-key');
    expect(await redis.exists(`${prefix}no-such-key`)).toBe(0);
    await limiter.take('expiring', 5);
    expect(await redis.pttl(`${prefix}expiring`)).toBeGreaterThan(0);
  });
});

describe('the rate limiter in memory, under a flood of new addresses', () => {
  it('keeps at most its number of windows: the oldest go first, the newest keep counting', async () => {
    const limiter = memoryRateLimiter(60_000, 3);
    expect((await limiter.take('oldest', 1)).allowed).toBe(true);
    expect((await limiter.take('oldest', 1)).allowed).toBe(false);
    for (const address of ['b', 'c', 'd', 'newest']) expect((await limiter.take(address, 1)).allowed).toBe(true);
    // 'oldest' was evicted to keep three windows, so its count starts again; 'newest' is still counted.
    expect((await limiter.take('oldest', 1)).allowed).toBe(true);
    expect((await limiter.take('newest', 1)).allowed).toBe(false);
  });
});
