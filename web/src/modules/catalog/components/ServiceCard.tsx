import { formatCents, toCents } from '@detailing/schema/catalog/money';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { BASE_PRICES } from '@/modules/catalog/utils/servicePriceGroups';
import { Badge } from '@/ui/Badge/Badge';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import * as styles from './services.css';

export const ServiceCard_service = graphql(`
  fragment ServiceCard_service on Service {
    id
    version
    name
    description
    priceSedanHatch
    priceSuv5
    priceSuv7
    priceUte
    active
    showOnBookingForm
    serviceImage
  }
`);

/** Which service an action on a card is about: enough to name it in a confirmation. */
export interface ServiceRef {
  id: number;
  version: number;
  name: string;
}

export interface ServiceCardProps {
  service: FragmentType<typeof ServiceCard_service>;
  onEdit(service: ServiceRef): void;
  onDelete(service: ServiceRef): void;
}

/** One service on the Services Management screen (001 §2): image, name, description, base prices, badges. */
export function ServiceCard({ onEdit, onDelete, ...props }: ServiceCardProps) {
  const service = getFragmentData(ServiceCard_service, props.service);
  const ref: ServiceRef = { id: service.id, version: service.version, name: service.name };
  const nameId = `service-${service.id}-name`;
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      {/* The name beside it says what the picture is of: it is not announced again. */}
      {service.serviceImage && <img className={styles.image} src={service.serviceImage} alt="" loading="lazy" />}
      <div className={styles.cardTop}>
        <h2 id={nameId} className={styles.name}>
          {service.name}
        </h2>
        <div className={styles.badges}>
          <Badge tone={service.active ? 'green' : 'gray'}>{service.active ? 'Active' : 'Inactive'}</Badge>
          <Badge tone="blue">Tax On</Badge>
          {!service.showOnBookingForm && <Badge tone="yellow">Hidden from booking form</Badge>}
        </div>
      </div>
      <p className={styles.description}>{service.description}</p>
      <dl className={styles.prices}>
        {BASE_PRICES.map(({ field, vehicleType }) => (
          <div key={field} className={styles.price}>
            <dt>{vehicleType}</dt>
            <dd>{formatCents(toCents(service[field]))}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.cardActions}>
        <Button variant="outline" size="sm" aria-label={`Edit ${service.name}`} onPress={() => onEdit(ref)}>
          <Icon name="pencil" />
          Edit
        </Button>
        <Button variant="outline" size="sm" aria-label={`Delete ${service.name}`} onPress={() => onDelete(ref)}>
          <Icon name="trash" />
          Delete
        </Button>
      </div>
    </article>
  );
}
