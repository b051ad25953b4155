import { randomBytes } from 'node:crypto';
import { ERASED } from '@detailing/schema/eventDefinition';
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from './codec.js';
import { hasPersonalValues, KeyRing, SEALED, sealPersonal, unsealPersonal } from './personalData.js';

const paths = ['fullName', 'changes.email', 'changes.notes'];
const key = randomBytes(32);
const ring = (streamId: string, options: { erased?: boolean } = {}) =>
  new KeyRing(new Map([[streamId, key]]), new Set(options.erased ? [streamId] : []));

function stored(data: Record<string, unknown>, eventId = 'e1', streamId = 's1'): StoredEvent {
  return { eventId, streamId, streamVersion: 1, globalPosition: 1, type: 'T', data, metadata: {} as StoredEvent['metadata'] };
}

describe('sealing the personal fields of an event', () => {
  const data = { id: 7, fullName: 'Ada', changes: { email: 'ada@example.test', notes: null, date: '2026-01-01' } };

  it('moves the values into one envelope naming their paths, leaving nulls, other fields and the input as they were', () => {
    const before = structuredClone(data);
    const sealed = sealPersonal({ eventId: 'e1', streamId: 's1', data }, paths, key);
    expect(data).toEqual(before);
    expect(sealed).toMatchObject({ id: 7, changes: { notes: null, date: '2026-01-01' }, [SEALED]: { paths: ['fullName', 'changes.email'] } });
    expect(JSON.stringify(sealed)).not.toMatch(/Ada|ada@example/);
    expect(sealPersonal({ eventId: 'e1', streamId: 's1', data: { id: 1 } }, paths, key)).toEqual({ id: 1 });
  });

  it('opens only under the same key, for the same event id and stream', () => {
    const sealed = sealPersonal({ eventId: 'e1', streamId: 's1', data }, paths, key);
    expect(unsealPersonal(stored(sealed), ring('s1'), paths).data).toEqual(data);
    expect(() => unsealPersonal(stored(sealed, 'e2'), ring('s1'), paths)).toThrow('does not open under its stream');
    expect(() => unsealPersonal(stored(sealed, 'e1', 's2'), ring('s2'), paths)).toThrow('does not open');
    const otherKey = new KeyRing(new Map([['s1', randomBytes(32)]]), new Set());
    expect(() => unsealPersonal(stored(sealed), otherKey, paths)).toThrow('does not open');
  });

  it('shows ERASED in each sealed path when the stream has no key, and in a plain event of an erased stream', () => {
    const sealed = sealPersonal({ eventId: 'e1', streamId: 's1', data }, paths, key);
    const erased = { ...data, fullName: ERASED, changes: { ...data.changes, email: ERASED } };
    expect(unsealPersonal(stored(sealed), KeyRing.empty, paths).data).toEqual(erased);
    expect(unsealPersonal(stored(sealed), ring('s1', { erased: true }), paths).data).toEqual(erased);
    expect(unsealPersonal(stored(data), ring('s1', { erased: true }), paths).data).toEqual(erased);
    expect(unsealPersonal(stored(data), ring('s1'), paths).data).toBe(data);
  });

  it('counts only present, non-null values as personal', () => {
    expect(hasPersonalValues({ fullName: null, changes: {} }, paths)).toBe(false);
    expect(hasPersonalValues({ changes: { notes: '' } }, paths)).toBe(true);
  });
});
