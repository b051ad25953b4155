import { defaultBookingStatuses } from '@detailing/schema/bookings/statuses';

/** The status's label ('Ready for Pickup'), or the raw status with a capital for unknown ones. */
export function bookingStatusLabel(status: string): string {
  const known = defaultBookingStatuses.find((s) => s.id === status);
  if (known) return known.label;
  return status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');
}
