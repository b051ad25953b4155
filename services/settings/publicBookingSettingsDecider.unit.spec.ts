import { describe, expect, it } from 'vitest';
import { type PublicBookingSettingsEvent, SavePublicBookingSettingsInput, settingsMessages as m } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { publicBookingSettingsDecider } from './publicBookingSettingsDecider.js';

const saved = (publicBookingsPerPerson: number): PublicBookingSettingsEvent => ({ type: 'PublicBookingSettingsSaved', data: { publicBookingsPerPerson } });
const save = (publicBookingsPerPerson?: number) => ({ type: 'SavePublicBookingSettings' as const, changes: { publicBookingsPerPerson } });

describe('SavePublicBookingSettings', () => {
  it('starts from two bookings per person, and saves another bound', () => {
    expect(publicBookingSettingsDecider.initialState).toEqual({ publicBookingsPerPerson: 2 });
    given(publicBookingSettingsDecider, []).when(save(3)).then([saved(3)]);
    given(publicBookingSettingsDecider, [saved(3)]).when(save(1)).then([saved(1)]);
  });

  it('records nothing when the bound is unchanged or left out', () => {
    given(publicBookingSettingsDecider, []).when(save(2)).then([]);
    given(publicBookingSettingsDecider, [saved(3)]).when(save(3)).then([]);
    given(publicBookingSettingsDecider, [saved(3)]).when(save()).then([]);
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
    expect(SavePublicBookingSettingsInput.parse({})).toEqual({ publicBookingsPerPerson: undefined });
  });
});
