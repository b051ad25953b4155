import type { PortalBooking } from '@/modules/portal/api/portalTypes';
import { formatDateLong } from '@/modules/portal/utils/formatBookingWhen';
import { formatMoney } from '@/utils/formatMoney';
import { historyStats, upcomingStats } from '@/modules/portal/utils/portalStats';
import { BookingCard } from './BookingCard';
import * as styles from './dashboard.css';
import { SummarizedPanel } from './SummarizedPanel';

interface Props {
  kind: 'upcoming' | 'history';
  bookings: PortalBooking[];
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  onView(booking: PortalBooking): void;
}

function stats(kind: Props['kind'], bookings: PortalBooking[]) {
  if (kind === 'upcoming') {
    const { count, nextDate, value } = upcomingStats(bookings);
    return [
      { label: 'Upcoming Appointments', value: String(count) },
      { label: 'Next Appointment', value: nextDate ? formatDateLong(nextDate) : 'None' },
      { label: 'Upcoming Value', value: formatMoney(value) },
    ];
  }
  const { completed, totalInvested, withPhotos } = historyStats(bookings);
  return [
    { label: 'Completed Services', value: String(completed) },
    { label: 'Total Invested', value: formatMoney(totalInvested) },
    { label: 'With Photos', value: String(withPhotos) },
  ];
}

/** The Upcoming or the History tab (001 "Customer dashboard"): its cards, then its bookings. */
export function BookingsPanel({ kind, bookings, loading, failed, onRetry, onView }: Props) {
  const label = kind === 'upcoming' ? 'Upcoming appointments' : 'Service history';
  return (
    <SummarizedPanel
      summary={{ label: `${label} summary`, stats: stats(kind, bookings) }}
      loading={loading}
      failed={failed}
      onRetry={onRetry}
      isEmpty={bookings.length === 0}
      emptyText={kind === 'upcoming' ? 'No upcoming appointments' : 'No service history'}
    >
      <ul className={styles.list} aria-label={label}>
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} onView={onView} />
          </li>
        ))}
      </ul>
    </SummarizedPanel>
  );
}
