import { describe, expect, it } from 'vitest';
import { type PublicBookingSettingsEvent, SavePublicBookingSettingsInput, settingsEventTypes, settingsMessages as m } from '@detailing/schema';
import { upcast } from '@detailing/schema/eventDefinition';
import { given } from '../commands/deciderSpec.js';
import { publicBookingSettingsDecider } from './publicBookingSettingsDecider.js';

const saved = (publicBookingsPerPerson: number, selfServiceCutoffHours = 24): PublicBookingSettingsEvent => ({
  type: 'PublicBookingSettingsSaved',
  data: { publicBookingsPerPerson, selfServiceCutoffHours },
});
const save = (publicBookingsPerPerson?: number, selfServiceCutoffHours?: number) => ({
  type: 'SavePublicBookingSettings' as const,
  changes: { publicBookingsPerPerson, selfServiceCutoffHours },
});

describe('SavePublicBookingSettings', () => {
  it('starts from two bookings per person and a 24-hour cutoff, and saves another bound', () => {
    expect(publicBookingSettingsDecider.initialState).toEqual({ publicBookingsPerPerson: 2, selfServiceCutoffHours: 24 });
    given(publicBookingSettingsDecider, []).when(save(3)).then([saved(3)]);
    given(publicBookingSettingsDecider, [saved(3)]).when(save(1)).then([saved(1)]);
  });

  it('saves another cutoff, keeping the bound, and the other way round', () => {
    given(publicBookingSettingsDecider, [saved(3)]).when(save(undefined, 48)).then([saved(3, 48)]);
    given(publicBookingSettingsDecider, [saved(3, 48)]).when(save(4)).then([saved(4, 48)]);
    given(publicBookingSettingsDecider, []).when(save(undefined, 0)).then([saved(2, 0)]);
  });

  it('records nothing when nothing changes or everything is left out', () => {
    given(publicBookingSettingsDecider, []).when(save(2)).then([]);
    given(publicBookingSettingsDecider, []).when(save(2, 24)).then([]);
    given(publicBookingSettingsDecider, [saved(3)]).when(save(3)).then([]);
    given(publicBookingSettingsDecider, [saved(3, 72)]).when(save()).then([]);
  });
});

describe('PublicBookingSettingsSaved, version 1 to 2', () => {
  const definition = settingsEventTypes.PublicBookingSettingsSaved;

  it('reads a bound saved before the cutoff existed as saved with the default 24 hours', () => {
    expect(definition.version).toBe(2);
    expect(definition.schema.parse(upcast(definition, { publicBookingsPerPerson: 5 }, 1))).toEqual({ publicBookingsPerPerson: 5, selfServiceCutoffHours: 24 });
  });

  it('refuses a version-1 event without its bound, and keeps a version-2 cutoff as it is', () => {
    expect(() => upcast(definition, {}, 1)).toThrow(/publicBookingsPerPerson/);
    const current = { publicBookingsPerPerson: 1, selfServiceCutoffHours: 0 };
    expect(upcast(definition, current, 2)).toBe(current);
  });
});

describe('the bound as sent', () => {
  it.each([0, 11, 2.5, -1, '3', true])('refuses %j with the message naming the range', (value) => {
    const parsed = SavePublicBookingSettingsInput.safeParse({ publicBookingsPerPerson: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([m.publicBookingsPerPersonInvalid]);
    expect(m.publicBookingsPerPersonInvalid).toBe('Bookings per person must be a whole number from 1 to 10');
  });

  it('takes a whole number from 1 to 10, and keeps the bound when it is left out', () => {
    expect(SavePublicBookingSettingsInput.parse({ publicBookingsPerPerson: 1 })).toEqual({ publicBookingsPerPerson: 1 });
    expect(SavePublicBookingSettingsInput.parse({ publicBookingsPerPerson: 10 })).toEqual({ publicBookingsPerPerson: 10 });
    expect(SavePublicBookingSettingsInput.parse({})).toEqual({ publicBookingsPerPerson: undefined, selfServiceCutoffHours: undefined });
  });
});

describe('the cutoff as sent', () => {
  it.each([-1, 169, 1.5, '24', false, 1e9])('refuses %j with the message naming the range', (value) => {
    const parsed = SavePublicBookingSettingsInput.safeParse({ selfServiceCutoffHours: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([m.selfServiceCutoffHoursInvalid]);
    expect(m.selfServiceCutoffHoursInvalid).toBe('Online changes cutoff must be a whole number of hours from 0 to 168');
  });

  it('takes a whole number of hours from 0 (up to the start) to 168 (a week)', () => {
    expect(SavePublicBookingSettingsInput.parse({ selfServiceCutoffHours: 0 })).toMatchObject({ selfServiceCutoffHours: 0 });
    expect(SavePublicBookingSettingsInput.parse({ selfServiceCutoffHours: 168 })).toMatchObject({ selfServiceCutoffHours: 168 });
    expect(SavePublicBookingSettingsInput.parse({ selfServiceCutoffHours: null })).toMatchObject({ selfServiceCutoffHours: undefined });
  });
});
