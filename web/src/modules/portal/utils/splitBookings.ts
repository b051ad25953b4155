import type { PortalBooking } from '@/modules/portal/api/portalTypes';

type Dated = Pick<PortalBooking, 'date' | 'time' | 'status'>;

const soonestFirst = (a: Dated, b: Dated) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time);

/**
 * 001 §4: Upcoming = date today or later and not completed or cancelled, soonest first; History =
 * date before today or completed, newest first. `today` is yyyy-MM-dd in the business time zone
 * (`PortalSession.today`). A cancelled booking still to come is in neither.
 */
export function splitBookings<B extends Dated>(bookings: readonly B[], today: string): { upcoming: B[]; history: B[] } {
  const upcoming = bookings.filter((b) => b.date >= today && b.status !== 'completed' && b.status !== 'cancelled');
  const history = bookings.filter((b) => b.date < today || b.status === 'completed');
  return { upcoming: upcoming.sort(soonestFirst), history: history.sort((a, b) => soonestFirst(b, a)) };
}
