import { useId } from 'react';
import { bookingCount } from '@/utils/bookingCount';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import * as styles from './reports.css';

interface RankedService {
  rank: number;
  serviceId: number;
  name: string;
  bookings: number;
}

/** 'Most Popular Services' (001 §2): the top 5 by bookings, each with its rank, name and count. */
export function TopServices({ services }: { services: readonly RankedService[] | undefined }) {
  const titleId = useId();
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Most Popular Services
      </h2>
      {!services ? (
        [1, 2, 3].map((n) => <Skeleton key={n} shape="row" />)
      ) : services.length === 0 ? (
        <p className={styles.empty}>No service data for selected period</p>
      ) : (
        <ol className={styles.list}>
          {services.map((service) => (
            <li key={service.serviceId} className={styles.service}>
              <span className={styles.rank}>{service.rank}</span>
              <span className={styles.serviceName}>{service.name}</span>
              <span className={styles.serviceCount}>{bookingCount(service.bookings)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
