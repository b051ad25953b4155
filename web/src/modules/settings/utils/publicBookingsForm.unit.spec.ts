import { SavePublicBookingSettingsInput } from '@detailing/schema/settings/publicBookingsInput';
import { settingsMessages } from '@detailing/schema/settings/messages';
import { describe, expect, it } from 'vitest';
import { checkPublicBookingsForm, publicBookingsFormFrom } from './publicBookingsForm';

describe('the public bookings bound form', () => {
  it('shows the stored bound', () => {
    expect(publicBookingsFormFrom({ publicBookingsPerPerson: 2 })).toEqual({ publicBookingsPerPerson: '2' });
  });

  it.each(['1', ' 3 ', '10'])('sends %j as a whole number', (typed) => {
    expect(checkPublicBookingsForm({ publicBookingsPerPerson: typed })).toEqual({ ok: true, input: { publicBookingsPerPerson: Number(typed) } });
  });

  it.each(['', '0', '11', '2.5', '-1', 'two', '1e1'])('refuses %j with the schema’s message', (typed) => {
    expect(checkPublicBookingsForm({ publicBookingsPerPerson: typed })).toEqual({ ok: false, errors: { publicBookingsPerPerson: settingsMessages.publicBookingsPerPersonInvalid } });
  });

  it('agrees with the server’s rule on every number it could send', () => {
    for (const n of [-1, 0, 1, 2, 5, 10, 11, 100]) {
      const form = checkPublicBookingsForm({ publicBookingsPerPerson: String(n) });
      expect(form.ok).toBe(SavePublicBookingSettingsInput.safeParse({ publicBookingsPerPerson: n }).success);
    }
  });
});
