import { PUBLIC_BOOKINGS_PER_PERSON as range } from '@detailing/schema/settings/publicBookings';
import { settingsMessages as m } from '@detailing/schema/settings/messages';

// The server's rule for the wizard's bound (schema/settings/publicBookingsInput.ts), restated
// without zod; a unit test holds it to the schema's on the same inputs.

/** The bound as typed. */
export interface PublicBookingsFormValues {
  publicBookingsPerPerson: string;
}

export type CheckedPublicBookings = { ok: true; input: { publicBookingsPerPerson: number } } | { ok: false; errors: { publicBookingsPerPerson: string } };

export const publicBookingsFormFrom = (stored: { publicBookingsPerPerson: number }): PublicBookingsFormValues => ({
  publicBookingsPerPerson: String(stored.publicBookingsPerPerson),
});

/** A whole number in the bound's range, or the schema's message. */
export function checkPublicBookingsForm(values: PublicBookingsFormValues): CheckedPublicBookings {
  const typed = values.publicBookingsPerPerson.trim();
  const value = /^\d{1,3}$/.test(typed) ? Number(typed) : NaN;
  if (!(value >= range.min && value <= range.max)) return { ok: false, errors: { publicBookingsPerPerson: m.publicBookingsPerPersonInvalid } };
  return { ok: true, input: { publicBookingsPerPerson: value } };
}
