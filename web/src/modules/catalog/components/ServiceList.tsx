import type { ErrorLike } from '@apollo/client';
import type { ServicesListQuery } from '@/gql/graphql';
import { ServiceCard, type ServiceRef } from './ServiceCard';
import * as styles from './services.css';

export interface ServiceListProps {
  services: ServicesListQuery['services'] | null;
  error: ErrorLike | null;
  onEdit(service: ServiceRef): void;
  onDelete(service: ServiceRef): void;
}

/** The grid of service cards, or what stands in for it while loading, after a failure or when empty. */
export function ServiceList({ services, error, ...actions }: ServiceListProps) {
  if (!services && error) {
    return (
      <p role="alert" className={styles.message}>
        Failed to load services: {error.message}
      </p>
    );
  }
  if (!services) {
    return (
      <p role="status" className={styles.message}>
        Loading services...
      </p>
    );
  }
  if (services.length === 0) return <p className={styles.message}>No services available. Add your first service.</p>;
  return (
    <ul className={styles.list} aria-label="Services">
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} {...actions} />
        </li>
      ))}
    </ul>
  );
}
