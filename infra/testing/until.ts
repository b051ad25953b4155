import { vi } from 'vitest';

type Truthy<T> = Exclude<T, null | undefined | false | 0 | ''>;

/**
 * Waits on a condition, never a fixed time: resolves with the first truthy value `check` gives,
 * asking again every `intervalMs`; a check that throws counts as "not yet". After `timeoutMs`
 * it rejects with an error naming `what` (and the check's last error as its cause).
 */
export function until<T>(check: () => T | Promise<T>, what: string, timeoutMs = 15_000, intervalMs = 25): Promise<Truthy<T>> {
  const notYet = (cause?: unknown) => new Error(`timed out after ${timeoutMs} ms waiting for ${what}`, cause === undefined ? {} : { cause });
  // vi.waitFor retries while the callback throws and keeps the last error for its timeout.
  return vi.waitFor(
    async () => {
      let value: T;
      try {
        value = await check();
      } catch (error) {
        throw notYet(error);
      }
      if (!value) throw notYet();
      return value as Truthy<T>;
    },
    { timeout: timeoutMs, interval: intervalMs },
  );
}

/** `promise`, or a failure naming `what` after `timeoutMs`: a socket that never closes fails its test at once, not at the test's timeout. */
export function within<T>(promise: Promise<T>, what: string, timeoutMs = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)), timeoutMs);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
