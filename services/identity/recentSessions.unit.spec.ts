import { describe, expect, it } from 'vitest';
import { RecentSessions, SESSION_REUSE_MS } from './recentSessions.js';

function world() {
  const state = { now: 1_000_000, lookUps: 0, live: true as boolean, expiresAt: new Date(1_000_000 + 3_600_000) };
  const recent = new RecentSessions<{ id: string; expiresAt: Date }>(SESSION_REUSE_MS, () => state.now);
  const find = (id = 's1') =>
    recent.find(id, async () => {
      state.lookUps++;
      return state.live ? { id, expiresAt: state.expiresAt } : null;
    });
  return { state, recent, find };
}

describe('RecentSessions', () => {
  it('looks a session up once for the requests of the next second, and again after it', async () => {
    const { state, find } = world();
    await find();
    state.now += SESSION_REUSE_MS - 1;
    await find();
    expect(state.lookUps).toBe(1);
    state.now += 1;
    await find();
    expect(state.lookUps).toBe(2);
  });

  it('never takes a session past its own expiry', async () => {
    const { state, find } = world();
    state.expiresAt = new Date(state.now + 10);
    await find();
    state.now += 10;
    await find();
    expect(state.lookUps).toBe(2);
  });

  it('forgets every session when told one ended, and keeps nothing of a look-up begun before', async () => {
    const { state, recent, find } = world();
    await find();
    recent.forgetAll();
    state.live = false;
    expect(await find()).toBeNull();
    state.live = true;
    let release!: () => void;
    const slow = recent.find('s2', async () => {
      state.lookUps++;
      await new Promise<void>((resolve) => (release = resolve));
      return { id: 's2', expiresAt: state.expiresAt };
    });
    await Promise.resolve();
    recent.forgetAll();
    release();
    await slow;
    const before = state.lookUps;
    await find('s2');
    expect(state.lookUps).toBe(before + 1);
  });

  it('keeps only the sessions it is told to keep', async () => {
    const { state, recent } = world();
    const find = () => recent.find('s3', async () => (state.lookUps++, { id: 's3', expiresAt: state.expiresAt }), () => false);
    await find();
    await find();
    expect(state.lookUps).toBe(2);
  });

  it('keeps no unknown or ended session: each request asks again', async () => {
    const { state, find } = world();
    state.live = false;
    await find();
    await find();
    expect(state.lookUps).toBe(2);
  });
});
