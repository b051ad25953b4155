import { z } from 'zod';
import { settingsMessages as m } from './messages.js';
import { PUBLIC_BOOKINGS_PER_PERSON as range } from './publicBookings.js';

/** The wizard's bound (`savePublicBookingSettings`): a whole number in its range; left out keeps it. */
export const SavePublicBookingSettingsInput = z.object({
  publicBookingsPerPerson: z
    .number({ error: m.publicBookingsPerPersonInvalid })
    .int({ error: m.publicBookingsPerPersonInvalid })
    .min(range.min, { error: m.publicBookingsPerPersonInvalid })
    .max(range.max, { error: m.publicBookingsPerPersonInvalid })
    .nullish()
    .transform((v) => v ?? undefined),
});
export type SavePublicBookingSettingsInput = z.output<typeof SavePublicBookingSettingsInput>;
