import type { Response } from 'express';
import type { Admission, RateLimiter } from '../identity/rateLimiter.js';

// The one way a route asks its limiters whether to go on, and the one way it says no: every
// rate-limited REST route (sign-ins, registrations, password changes, the calendar feed) uses both.

/** Counts one attempt against each key in order, stopping at the first that is over its limit (later keys are not counted). */
export async function admit(limiter: RateLimiter, limits: readonly (readonly [key: string, limit: number])[]): Promise<Admission> {
  let last: Admission = { allowed: true, retryAfterMs: 0 };
  for (const [key, limit] of limits) {
    last = await limiter.take(key, limit);
    if (!last.allowed) return last;
  }
  return last;
}

/** 429 with the message, and `Retry-After` in whole seconds until the window ends (at least 1). */
export function tooMany(res: Response, admission: Admission, message: string): void {
  res.set('Retry-After', String(retryAfterSeconds(admission))).status(429).json({ message });
}

export const retryAfterSeconds = (admission: Admission): number => Math.max(1, Math.ceil(admission.retryAfterMs / 1000));
