import { SavePublicBookingSettingsInput } from '@detailing/schema/settings/publicBookingsInput';
import { settingsMessages } from '@detailing/schema/settings/messages';
import { describe, expect, it } from 'vitest';
import { checkPublicBookingsForm, publicBookingsFormFrom } from './publicBookingsForm';

const typed = (publicBookingsPerPerson: string, selfServiceCutoffHours = '24') => ({ publicBookingsPerPerson, selfServiceCutoffHours });

describe('the public bookings form', () => {
  it('shows the stored bound and cutoff', () => {
    expect(publicBookingsFormFrom({ publicBookingsPerPerson: 2, selfServiceCutoffHours: 24 })).toEqual({ publicBookingsPerPerson: '2', selfServiceCutoffHours: '24' });
  });

  it.each(['1', ' 3 ', '10'])('sends the bound %j as a whole number', (bound) => {
    expect(checkPublicBookingsForm(typed(bound))).toEqual({ ok: true, input: { publicBookingsPerPerson: Number(bound), selfServiceCutoffHours: 24 } });
  });

  it.each(['', '0', '11', '2.5', '-1', 'two', '1e1'])('refuses the bound %j with the schema’s message', (bound) => {
    expect(checkPublicBookingsForm(typed(bound))).toEqual({ ok: false, errors: { publicBookingsPerPerson: settingsMessages.publicBookingsPerPersonInvalid } });
  });

  it.each(['0', ' 48 ', '168'])('sends the cutoff %j as a whole number of hours', (hours) => {
    expect(checkPublicBookingsForm(typed('2', hours))).toEqual({ ok: true, input: { publicBookingsPerPerson: 2, selfServiceCutoffHours: Number(hours) } });
  });

  it.each(['', '169', '1.5', '-1', 'a day', '1e2'])('refuses the cutoff %j with the schema’s message', (hours) => {
    expect(checkPublicBookingsForm(typed('2', hours))).toEqual({ ok: false, errors: { selfServiceCutoffHours: settingsMessages.selfServiceCutoffHoursInvalid } });
  });

  it('names both fields when both are wrong', () => {
    expect(checkPublicBookingsForm(typed('0', '999'))).toEqual({
      ok: false,
      errors: { publicBookingsPerPerson: settingsMessages.publicBookingsPerPersonInvalid, selfServiceCutoffHours: settingsMessages.selfServiceCutoffHoursInvalid },
    });
  });

  it('agrees with the server’s rules on every number it could send', () => {
    for (const n of [-1, 0, 1, 2, 5, 10, 11, 24, 100, 168, 169, 999]) {
      expect(checkPublicBookingsForm(typed(String(n))).ok).toBe(SavePublicBookingSettingsInput.safeParse({ publicBookingsPerPerson: n }).success);
      expect(checkPublicBookingsForm(typed('2', String(n))).ok).toBe(SavePublicBookingSettingsInput.safeParse({ selfServiceCutoffHours: n }).success);
    }
  });
});
