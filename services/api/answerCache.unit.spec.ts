import { describe, expect, it } from 'vitest';
import { ANSWER_MAX_AGE_MS, AnswerCache, jsonAnswer } from './answerCache.js';

/** A cache over a stamp and a clock the test moves, and a read that counts its calls. */
function world() {
  const state = { stamp: 1 as number | null, now: 1_000_000, reads: 0, value: 'first' };
  const cache = new AnswerCache(
    () => state.stamp,
    () => state.now,
  );
  const read = async () => {
    state.reads++;
    return jsonAnswer({ value: state.value });
  };
  const body = async (key = 'k') => (await cache.answer(key, read)).body.toString();
  return { state, cache, read, body };
}

describe('AnswerCache', () => {
  it('keeps an answer while the read models stay where they were, and reads again once they move', async () => {
    const { state, body } = world();
    expect(await body()).toBe('{"value":"first"}');
    state.value = 'second';
    expect(await body()).toBe('{"value":"first"}');
    expect(state.reads).toBe(1);
    state.stamp = 2;
    expect(await body()).toBe('{"value":"second"}');
    expect(state.reads).toBe(2);
  });

  it('keeps an answer a second at most, for what counts from now', async () => {
    const { state, body } = world();
    await body();
    state.value = 'later';
    state.now += ANSWER_MAX_AGE_MS - 1;
    expect(await body()).toBe('{"value":"first"}');
    state.now += 1;
    expect(await body()).toBe('{"value":"later"}');
  });

  it('keeps nothing while it cannot tell whether the read models moved', async () => {
    const { state, body } = world();
    state.stamp = null;
    await body();
    await body();
    expect(state.reads).toBe(2);
  });

  it('keeps one answer per key', async () => {
    const { state, body } = world();
    await body('a');
    state.value = 'b';
    expect(await body('b')).toBe('{"value":"b"}');
    expect(await body('a')).toBe('{"value":"first"}');
  });

  it('makes requests that miss together wait for one read', async () => {
    const { state, body } = world();
    const answers = await Promise.all(Array.from({ length: 50 }, () => body()));
    expect(new Set(answers)).toEqual(new Set(['{"value":"first"}']));
    expect(state.reads).toBe(1);
  });

  it('does not keep a failed read or an answer marked not to be kept', async () => {
    const { state, cache } = world();
    await expect(cache.answer('k', async () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    const refused = async () => {
      state.reads++;
      return { status: 200, body: '{"errors":[]}', contentType: 'application/json', keep: false };
    };
    await cache.answer('k', refused);
    await cache.answer('k', refused);
    expect(state.reads).toBe(2);
  });

  it('names the same bytes with the same ETag, whatever moved meanwhile', async () => {
    const { state, cache, read } = world();
    const first = await cache.answer('k', read);
    state.stamp = 2;
    const again = await cache.answer('k', read);
    expect(again.etag).toBe(first.etag);
    state.stamp = 3;
    state.value = 'changed';
    expect((await cache.answer('k', read)).etag).not.toBe(first.etag);
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  });

  it('lets the least recently used answers go past its bound', async () => {
    const { state, cache, read } = world();
    for (let i = 0; i < 2001; i++) await cache.answer(`key-${i}`, read);
    const reads = state.reads;
    await cache.answer('key-2000', read);
    expect(state.reads).toBe(reads);
    await cache.answer('key-0', read);
    expect(state.reads).toBe(reads + 1);
  });
});
