/**
 * Public booking settings, set by an admin: how many upcoming pending public bookings one e-mail,
 * one mobile and one plate may each have, and until how many hours before its start a customer may
 * reschedule or cancel a booking themselves in the portal. Zod-free, for the settings screen too.
 */
export interface PublicBookingSettings {
  publicBookingsPerPerson: number;
  /** Customers may change or cancel a booking online until this many hours before its start (business time zone). */
  selfServiceCutoffHours: number;
}

/** The bound's range: at least one booking, and at most ten (a person booking more is for staff to book). */
export const PUBLIC_BOOKINGS_PER_PERSON = { min: 1, max: 10 } as const;

/** The cutoff's range: up to the start itself (0), and at most a week (168 hours) before it. */
export const SELF_SERVICE_CUTOFF_HOURS = { min: 0, max: 168 } as const;

export const defaultPublicBookingSettings: PublicBookingSettings = { publicBookingsPerPerson: 2, selfServiceCutoffHours: 24 };
