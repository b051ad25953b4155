import { describe, expect, it } from 'vitest';
import { upcast } from '../eventDefinition.js';
import { defaultBusinessInfo } from './business.js';
import { settingsEventTypes } from './events.js';
import { DEFAULT_TIME_ZONE } from './timeZone.js';

const saved = settingsEventTypes.BusinessInfoSaved;

describe('BusinessInfoSaved, version 1 to 2', () => {
  it('reads Business Info saved before the time zone setting existed as saved in the default zone', () => {
    const asVersion1 = { ...defaultBusinessInfo, businessName: 'Shine Co' };
    expect(saved.version).toBe(2);
    expect(saved.schema.parse(upcast(saved, asVersion1, 1))).toEqual({ ...asVersion1, timeZone: DEFAULT_TIME_ZONE });
  });

  it('refuses a version-1 event without a field version 1 always had, naming it', () => {
    const { businessAbn: _abn, ...withoutAbn } = defaultBusinessInfo;
    expect(() => upcast(saved, withoutAbn, 1)).toThrow(/businessAbn/);
  });

  it('keeps the zone a version-2 event names', () => {
    const current = { ...defaultBusinessInfo, timeZone: 'Pacific/Auckland' };
    expect(upcast(saved, current, 2)).toBe(current);
  });
});
