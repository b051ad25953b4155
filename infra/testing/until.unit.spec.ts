import { describe, expect, it } from 'vitest';
import { until } from './until.js';

describe('until', () => {
  it('resolves with the first truthy value once the condition holds', async () => {
    let calls = 0;
    await expect(until(() => (++calls >= 3 ? { calls } : null), 'the third call', 5_000, 1)).resolves.toEqual({ calls: 3 });
  });

  it('treats a check that throws as "not yet" and keeps asking', async () => {
    let calls = 0;
    const value = await until(
      async () => {
        if (++calls < 3) throw new Error('not reachable yet');
        return 'up';
      },
      'the service',
      5_000,
      1,
    );
    expect(value).toBe('up');
  });

  it('rejects naming what it waited for, with the last failure as the cause, when the deadline passes', async () => {
    const failure = until(
      () => {
        throw new Error('connection refused');
      },
      'redis-server to start',
      50,
      5,
    );
    await expect(failure).rejects.toThrow('timed out after 50 ms waiting for redis-server to start');
    await expect(failure).rejects.toMatchObject({ cause: { message: 'connection refused' } });
  });

  it('rejects when the condition never holds', async () => {
    await expect(until(() => false, 'a condition that never holds', 50, 5)).rejects.toThrow('waiting for a condition that never holds');
  });
});
