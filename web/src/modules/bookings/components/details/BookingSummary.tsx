import { servicePrice } from '@detailing/schema/catalog/pricing';
import { formatDateLong, formatTime12h } from '@detailing/schema/settings/format';
import { addHours, bookingDurationHours } from '../../utils/bookingTimeRange';
import * as styles from './details.css';
import type { DetailsBooking, DetailsService } from './types';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** The read-only view of a booking (spec 000 §2). */
export function BookingSummary({ booking, services }: { booking: DetailsBooking; services: readonly DetailsService[] }) {
  const byId = new Map(services.map((s) => [s.id, s]));
  const hours = bookingDurationHours(booking.serviceIds, new Map(services.map((s) => [s.id, s.durationHours])));
  const lines = booking.serviceIds.map((id) => {
    const service = byId.get(id);
    return { id, name: service?.name ?? `Service ${id}`, price: servicePrice(service, booking.vehicleType, booking.modelYear) };
  });
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  const rows: [string, string][] = [
    ['Customer', booking.fullName],
    ['Email', booking.email],
    ['Phone', booking.mobile],
    ['Address', booking.address || '—'],
    ['Date', formatDateLong(booking.date)],
    [
      'Time',
      `${formatTime12h(booking.time)} – ${formatTime12h(addHours(booking.time, hours))} (${hours} ${hours === 1 ? 'hour' : 'hours'})`,
    ],
    ['Vehicle type', booking.vehicleType],
    ['Registration', booking.vehicleRego || '—'],
  ];
  return (
    <>
      <dl className={styles.grid}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.term} style={{ marginTop: '1rem' }}>
        Services
      </h3>
      <ul className={styles.serviceList} aria-label="Services">
        {lines.map((line) => (
          <li key={line.id} className={styles.serviceRow}>
            <span>{line.name}</span>
            <span>{usd.format(line.price)}</span>
          </li>
        ))}
        <li className={styles.total}>
          <span>Total</span>
          <span>{usd.format(total)}</span>
        </li>
      </ul>
    </>
  );
}
