import type { Redis } from 'ioredis';

/** Counts failures per key in a fixed window; shared through Redis when the API is replicated. */
export interface RateLimiter {
  /** Failures counted for `key` in the current window. */
  count(key: string): Promise<number>;
  hit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function memoryRateLimiter(windowMs: number): RateLimiter {
  const windows = new Map<string, { count: number; until: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (!entry || entry.until <= Date.now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async count(key) {
      return current(key)?.count ?? 0;
    },
    async hit(key) {
      const entry = current(key);
      if (entry) entry.count += 1;
      else windows.set(key, { count: 1, until: Date.now() + windowMs });
      if (windows.size > 100_000) for (const k of windows.keys()) if (!current(k)) windows.delete(k);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisRateLimiter(redis: Redis, windowMs: number, prefix = 'ratelimit:'): RateLimiter {
  return {
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async hit(key) {
      const k = prefix + key;
      // One atomic step: a key can never be left counting without its expiry.
      await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec();
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
