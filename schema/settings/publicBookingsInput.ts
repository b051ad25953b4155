import { z } from 'zod';
import { settingsMessages as m } from './messages.js';
import { PUBLIC_BOOKINGS_PER_PERSON as range, SELF_SERVICE_CUTOFF_HOURS as cutoff } from './publicBookings.js';

/** The wizard's bound and the self-service cutoff (`savePublicBookingSettings`): whole numbers in their ranges; left out keeps each. */
export const SavePublicBookingSettingsInput = z.object({
  publicBookingsPerPerson: z
    .number({ error: m.publicBookingsPerPersonInvalid })
    .int({ error: m.publicBookingsPerPersonInvalid })
    .min(range.min, { error: m.publicBookingsPerPersonInvalid })
    .max(range.max, { error: m.publicBookingsPerPersonInvalid })
    .nullish()
    .transform((v) => v ?? undefined),
  selfServiceCutoffHours: z
    .number({ error: m.selfServiceCutoffHoursInvalid })
    .int({ error: m.selfServiceCutoffHoursInvalid })
    .min(cutoff.min, { error: m.selfServiceCutoffHoursInvalid })
    .max(cutoff.max, { error: m.selfServiceCutoffHoursInvalid })
    .nullish()
    .transform((v) => v ?? undefined),
});
export type SavePublicBookingSettingsInput = z.output<typeof SavePublicBookingSettingsInput>;
