import { PUBLIC_BOOKINGS_PER_PERSON as range, SELF_SERVICE_CUTOFF_HOURS as cutoff } from '@detailing/schema/settings/publicBookings';
import { settingsMessages as m } from '@detailing/schema/settings/messages';

// The server's rules for the wizard's bound and the self-service cutoff
// (schema/settings/publicBookingsInput.ts), restated without zod; a unit test holds them to the
// schema's on the same inputs.

/** The settings as typed. */
export interface PublicBookingsFormValues {
  publicBookingsPerPerson: string;
  selfServiceCutoffHours: string;
}

export interface PublicBookingsInput {
  publicBookingsPerPerson: number;
  selfServiceCutoffHours: number;
}

export type CheckedPublicBookings = { ok: true; input: PublicBookingsInput } | { ok: false; errors: Partial<Record<keyof PublicBookingsInput, string>> };

export const publicBookingsFormFrom = (stored: PublicBookingsInput): PublicBookingsFormValues => ({
  publicBookingsPerPerson: String(stored.publicBookingsPerPerson),
  selfServiceCutoffHours: String(stored.selfServiceCutoffHours),
});

/** A whole number typed (up to three digits), or NaN. */
const wholeNumber = (typed: string) => (/^\d{1,3}$/.test(typed.trim()) ? Number(typed.trim()) : NaN);

/** Whole numbers in each setting's range, or the schema's messages. */
export function checkPublicBookingsForm(values: PublicBookingsFormValues): CheckedPublicBookings {
  const publicBookingsPerPerson = wholeNumber(values.publicBookingsPerPerson);
  const selfServiceCutoffHours = wholeNumber(values.selfServiceCutoffHours);
  const errors: Partial<Record<keyof PublicBookingsInput, string>> = {};
  if (!(publicBookingsPerPerson >= range.min && publicBookingsPerPerson <= range.max)) errors.publicBookingsPerPerson = m.publicBookingsPerPersonInvalid;
  if (!(selfServiceCutoffHours >= cutoff.min && selfServiceCutoffHours <= cutoff.max)) errors.selfServiceCutoffHours = m.selfServiceCutoffHoursInvalid;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { publicBookingsPerPerson, selfServiceCutoffHours } };
}
