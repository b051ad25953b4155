import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DelayedTimers, MAX_TIMER_MS } from './DelayedTimers.js';

const DAY = 24 * 3600_000;

describe('DelayedTimers', () => {
  let fired: string[];
  let timers: DelayedTimers<string>;

  beforeEach(() => {
    vi.useFakeTimers();
    fired = [];
    timers = new DelayedTimers(() => Date.now(), (_key, value) => fired.push(value));
  });
  afterEach(() => {
    timers.clear();
    vi.useRealTimers();
  });

  it('fires at the instant, not before', () => {
    timers.set('a', Date.now() + 5000, 'a');
    vi.advanceTimersByTime(4999);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['a']);
    expect(timers.get('a')).toBeUndefined();
  });

  it('waits again past the longest timer for an instant 30 days off, then fires once', () => {
    timers.set('far', Date.now() + 30 * DAY, 'far');
    vi.advanceTimersByTime(MAX_TIMER_MS);
    expect(fired).toEqual([]);
    expect(timers.get('far')).toBeDefined();
    vi.advanceTimersByTime(30 * DAY - MAX_TIMER_MS - 1);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['far']);
    vi.advanceTimersByTime(60 * DAY);
    expect(fired).toEqual(['far']);
  });

  it('fires at once for an instant that has passed', () => {
    timers.set('late', Date.now() - 1000, 'late');
    vi.advanceTimersByTime(0);
    expect(fired).toEqual(['late']);
  });

  it('replaces a key’s timer, and forgets a deleted or cleared one', () => {
    timers.set('a', Date.now() + 1000, 'first');
    timers.set('a', Date.now() + 3000, 'second');
    timers.set('b', Date.now() + 1000, 'b');
    timers.set('c', Date.now() + 1000, 'c');
    expect(timers.delete('b')).toBe(true);
    expect(timers.delete('b')).toBe(false);
    vi.advanceTimersByTime(2000);
    expect(fired).toEqual(['c']);
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual(['c', 'second']);
    timers.set('d', Date.now() + 1000, 'd');
    timers.clear();
    vi.advanceTimersByTime(5000);
    expect(fired).toEqual(['c', 'second']);
  });

  it('goes by its own clock: a timer that wakes before the clock says waits again', () => {
    let shift = 0;
    const byClock = new DelayedTimers<string>(() => Date.now() + shift, (_key, value) => fired.push(value));
    byClock.set('a', Date.now() + 10_000, 'a');
    shift = -5000; // the clock was set back after the timer was armed
    vi.advanceTimersByTime(10_000);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(fired).toEqual(['a']);
  });

  it('does not keep the process alive', () => {
    vi.useRealTimers();
    const real = new DelayedTimers<string>(() => Date.now(), () => {});
    const spy = vi.spyOn(globalThis, 'setTimeout');
    real.set('a', Date.now() + DAY, 'a');
    const timer = spy.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    real.clear();
    spy.mockRestore();
  });
});
