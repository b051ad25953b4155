import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedRefresh } from './coalescedRefresh';

/** A run that stays in flight until the test settles it. */
function slowRun() {
  const settles: (() => void)[] = [];
  const run = vi.fn(() => new Promise<void>((resolve) => settles.push(resolve)));
  return { run, settle: () => settles.shift()?.() };
}

describe('coalescedRefresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once for a burst of requests, after the wait', async () => {
    const { run, settle } = slowRun();
    const refresh = coalescedRefresh(run, 500);
    for (let i = 0; i < 20; i++) refresh.request();
    await vi.advanceTimersByTimeAsync(499);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    settle();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs once more after a run in flight settles when a request came during it, never two at once', async () => {
    const { run, settle } = slowRun();
    const refresh = coalescedRefresh(run, 500);
    refresh.request();
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(1);
    // The last changes arrive while the first read is still on its way: it cannot show them.
    refresh.request();
    refresh.request();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    settle();
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(2);
    settle();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('goes on after a run that fails', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const refresh = coalescedRefresh(run, 100);
    refresh.request();
    await vi.advanceTimersByTimeAsync(100);
    refresh.request();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('starts nothing once cancelled', async () => {
    const { run, settle } = slowRun();
    const refresh = coalescedRefresh(run, 100);
    refresh.request();
    await vi.advanceTimersByTimeAsync(100);
    refresh.request();
    refresh.cancel();
    settle();
    refresh.request();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
