import { describe, expect, it } from 'vitest';
import { changedFields, sameMembers } from './changedFields';

const loaded = { fullName: 'Casey', mobile: '0400 111 222', notes: '', serviceIds: [1, 2], photos: [{ path: 'a' }, { path: 'b' }] };

describe('changedFields', () => {
  it('is empty when nothing changed, arrays and objects compared by value', () => {
    expect(changedFields(loaded, { ...loaded, serviceIds: [1, 2], photos: [{ path: 'a' }, { path: 'b' }] })).toEqual({});
  });

  it('holds only the fields that changed, with their new values', () => {
    expect(changedFields(loaded, { ...loaded, mobile: '0400 999 888', notes: 'Vacuum the boot' })).toEqual({
      mobile: '0400 999 888',
      notes: 'Vacuum the boot',
    });
    expect(changedFields(loaded, { ...loaded, photos: [{ path: 'a' }] })).toEqual({ photos: [{ path: 'a' }] });
  });

  it('counts a field cleared to empty as changed', () => {
    expect(changedFields({ address: '1 Collins St' }, { address: '' })).toEqual({ address: '' });
  });

  it('compares a field by the rule given for it', () => {
    expect(changedFields(loaded, { ...loaded, serviceIds: [2, 1] })).toEqual({ serviceIds: [2, 1] });
    expect(changedFields(loaded, { ...loaded, serviceIds: [2, 1] }, { serviceIds: sameMembers })).toEqual({});
    expect(changedFields(loaded, { ...loaded, serviceIds: [2, 3] }, { serviceIds: sameMembers })).toEqual({ serviceIds: [2, 3] });
  });
});
