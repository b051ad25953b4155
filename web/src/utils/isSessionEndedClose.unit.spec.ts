import { describe, expect, it } from 'vitest';
import { isSessionEndedClose } from './isSessionEndedClose';

describe('isSessionEndedClose', () => {
  it('reads 4401 and 4403 as the session being over', () => {
    expect(isSessionEndedClose({ code: 4401, reason: 'Unauthorized', wasClean: true })).toBe(true);
    expect(isSessionEndedClose({ code: 4403, reason: 'Forbidden' })).toBe(true);
  });

  it('leaves a normal close, a dropped connection, a server error and a non-close alone', () => {
    for (const event of [{ code: 1000 }, { code: 1006 }, { code: 4500 }, new Error('4401'), null, undefined]) {
      expect(isSessionEndedClose(event), String(event && JSON.stringify(event))).toBe(false);
    }
  });
});
