/**
 * The public booking wizard's bound, set by an admin: how many upcoming pending public bookings
 * one e-mail, one mobile and one plate may each have. Zod-free, for the settings screen too.
 */
export interface PublicBookingSettings {
  publicBookingsPerPerson: number;
}

/** The bound's range: at least one booking, and at most ten (a person booking more is for staff to book). */
export const PUBLIC_BOOKINGS_PER_PERSON = { min: 1, max: 10 } as const;

export const defaultPublicBookingSettings: PublicBookingSettings = { publicBookingsPerPerson: 2 };
