import type { Redis } from 'ioredis';

export interface Admission {
  allowed: boolean;
  /** Until the current window ends; what `Retry-After` says when refused. */
  retryAfterMs: number;
}

/**
 * Counts attempts per key in a fixed window, shared through Redis when the API is replicated.
 * `take` counts and checks in one atomic step, so concurrent attempts can never all see the
 * count from before each other and slip past the limit together.
 */
export interface RateLimiter {
  /** Counts one attempt against `key`; allowed while the window holds at most `limit` of them. */
  take(key: string, limit: number): Promise<Admission>;
  /** Hands back one attempt that turned out not to count (a successful login). */
  giveBack(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

const MAX_KEYS = 100_000;

/**
 * One process only: each `take` runs to completion without yielding, so it is atomic here. At most
 * `maxKeys` windows are kept: past that, ended windows go, then the oldest, so a flood from ever new
 * addresses costs bounded memory (it can only make the oldest counts restart).
 */
export function memoryRateLimiter(windowMs: number, maxKeys = MAX_KEYS): RateLimiter {
  const windows = new Map<string, { count: number; until: number }>();
  const sweep = (now: number) => {
    if (windows.size < maxKeys) return;
    for (const [k, entry] of windows) if (entry.until <= now) windows.delete(k);
    // A Map iterates in insertion order: the first keys are the oldest windows.
    for (const k of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(k);
    }
  };
  return {
    async take(key, limit) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.until <= now) {
        sweep(now);
        entry = { count: 0, until: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { allowed: entry.count <= limit, retryAfterMs: entry.until - now };
    },
    async giveBack(key) {
      const entry = windows.get(key);
      if (entry && entry.until > Date.now() && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

// Decrements only a live, positive counter: a DECR on an expired key would create one without expiry.
const GIVE_BACK = `if (tonumber(redis.call('GET', KEYS[1]) or '0') > 0) then redis.call('DECR', KEYS[1]) end return 0`;

export function redisRateLimiter(redis: Redis, windowMs: number, prefix = 'ratelimit:'): RateLimiter {
  return {
    async take(key, limit) {
      const k = prefix + key;
      // MULTI/EXEC: the increment, its expiry and the read-back run as one step no other client can split.
      const replies = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      if (!replies) throw new Error('Redis discarded the rate limit transaction');
      for (const [error] of replies) if (error) throw error;
      const count = Number(replies[0]![1]);
      const ttl = Number(replies[2]![1]);
      return { allowed: count <= limit, retryAfterMs: ttl > 0 ? ttl : windowMs };
    },
    async giveBack(key) {
      await redis.eval(GIVE_BACK, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/** `limiter`, telling `refused` of each attempt it refuses (the metrics' rate-limit hits). */
export function reportingRefusals(limiter: RateLimiter, refused: () => void): RateLimiter {
  return {
    async take(key, limit) {
      const admission = await limiter.take(key, limit);
      if (!admission.allowed) refused();
      return admission;
    },
    giveBack: (key) => limiter.giveBack(key),
    reset: (key) => limiter.reset(key),
  };
}
