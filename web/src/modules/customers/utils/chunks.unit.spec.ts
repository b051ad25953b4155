import { describe, expect, it } from 'vitest';
import { chunks, DELETE_CHUNK_SIZE } from './chunks';

describe('chunks', () => {
  it('sends 1,201 selected ids as 500, 500 and 201, in order', () => {
    const ids = Array.from({ length: 1201 }, (_, i) => String(i));
    const pieces = chunks(ids, DELETE_CHUNK_SIZE);
    expect(pieces.map((p) => p.length)).toEqual([500, 500, 201]);
    expect(pieces.flat()).toEqual(ids);
  });

  it('makes one piece of exactly the limit and none of nothing', () => {
    expect(chunks(Array.from({ length: 500 }, (_, i) => i), 500)).toHaveLength(1);
    expect(chunks([], 500)).toEqual([]);
  });

  it('refuses a size that could never finish', () => {
    expect(() => chunks([1], 0)).toThrow(RangeError);
  });
});
