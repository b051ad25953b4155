import type { PortalBooking } from '@/modules/portal/api/portalTypes';
import { splitBookings } from '@/modules/portal/utils/splitBookings';

/** The /app photos shown per kind of a booking (001 §9: up to 4 before and 4 after). */
export const APP_THUMBNAILS_PER_KIND = 4;

/** The /app summary cards (001 §2): bookings still to come (001 §4 Upcoming) and completed ones. */
export function appSummary(bookings: readonly Pick<PortalBooking, 'date' | 'time' | 'status'>[], today: string) {
  return {
    upcoming: splitBookings(bookings, today).upcoming.length,
    completed: bookings.filter((b) => b.status === 'completed').length,
  };
}

/** The first photos of one kind a booking shows in /app; the lightbox pages through all of them. */
export function appThumbnails<P>(photos: readonly P[]): P[] {
  return photos.slice(0, APP_THUMBNAILS_PER_KIND);
}
