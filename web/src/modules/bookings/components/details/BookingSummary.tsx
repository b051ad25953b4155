import { formatDateLong, formatTime12h } from '@detailing/schema/settings/format';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { addHours, bookingDurationHours } from '@/modules/bookings/utils/bookingTimeRange';
import * as styles from './details.css';

export const BookingSummary_booking = graphql(`
  fragment BookingSummary_booking on Booking {
    id
    fullName
    email
    mobile
    address
    date
    time
    vehicleType
    vehicleRego
    services {
      id
      name
      price
      durationHours
    }
    quote {
      totalCents
    }
  }
`);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** The read-only view of a booking (spec 000 §2): services, prices and durations come with the booking. */
export function BookingSummary(props: { booking: FragmentType<typeof BookingSummary_booking> }) {
  const booking = getFragmentData(BookingSummary_booking, props.booking);
  const hours = bookingDurationHours(booking.services);
  // The recorded quote's total (its services are the quote's lines); summed only for a booking from before quotes.
  const total = booking.quote ? booking.quote.totalCents / 100 : booking.services.reduce((sum, service) => sum + service.price, 0);
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
        {booking.services.map((service, index) => (
          <li key={`${service.id}-${index}`} className={styles.serviceRow}>
            <span>{service.name}</span>
            <span>{usd.format(service.price)}</span>
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
