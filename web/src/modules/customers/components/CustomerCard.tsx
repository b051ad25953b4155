import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { formatDateLong } from '@/utils/formatDateLong';
import * as styles from './customers.css';

export const CustomerCard_customer = graphql(`
  fragment CustomerCard_customer on Customer {
    id
    version
    fullName
    email
    mobile
    address
    companyName
    vehicleRego
    totalBookings
    lastBooking
  }
`);

/** Who an action on a card is about: enough to name them in a confirmation or a toast. */
export interface CustomerRef {
  id: string;
  fullName: string;
  mobile: string;
}

export interface CustomerCardProps {
  customer: FragmentType<typeof CustomerCard_customer>;
  selected: boolean;
  onSelectedChange(id: string, selected: boolean): void;
  onSendSms(customer: CustomerRef): void;
  onHistory(customer: CustomerRef): void;
  onEdit(customer: CustomerRef): void;
  onDelete(customer: CustomerRef): void;
  /** The SMS for this customer is on its way. */
  sending: boolean;
}

/** One customer on the Customers screen (001 §2): their details, booking stats and four actions. */
export function CustomerCard({ selected, onSelectedChange, onSendSms, onHistory, onEdit, onDelete, sending, ...props }: CustomerCardProps) {
  const customer = getFragmentData(CustomerCard_customer, props.customer);
  const ref: CustomerRef = { id: customer.id, fullName: customer.fullName, mobile: customer.mobile };
  const nameId = `customer-${customer.id}-name`;
  const hasMobile = customer.mobile.trim() !== '';
  return (
    <article className={`${styles.card} ${selected ? styles.cardSelected : ''}`} aria-labelledby={nameId}>
      <div className={styles.cardTop}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={selected}
          aria-label={`Select ${customer.fullName}`}
          onChange={(event) => onSelectedChange(customer.id, event.target.checked)}
        />
        <div>
          <h2 id={nameId} className={styles.name}>
            {customer.fullName}
          </h2>
          {customer.companyName && <p className={styles.company}>{customer.companyName}</p>}
        </div>
      </div>
      <dl className={styles.fields}>
        <dt>Email</dt>
        <dd>{customer.email}</dd>
        <dt>Mobile</dt>
        <dd>{hasMobile ? customer.mobile : 'None'}</dd>
        {customer.address && (
          <>
            <dt>Address</dt>
            <dd>{customer.address}</dd>
          </>
        )}
        {customer.vehicleRego && (
          <>
            <dt>Rego</dt>
            <dd>{customer.vehicleRego}</dd>
          </>
        )}
        <dt>Bookings</dt>
        <dd>{customer.totalBookings}</dd>
        <dt>Last booking</dt>
        <dd>{customer.lastBooking ? formatDateLong(customer.lastBooking) : 'Never'}</dd>
      </dl>
      <div className={styles.cardActions}>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Send portal SMS to ${customer.fullName}`}
          isDisabled={!hasMobile}
          isPending={sending}
          onPress={() => onSendSms(ref)}
        >
          <Icon name="smartphone" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Booking history of ${customer.fullName}`} onPress={() => onHistory(ref)}>
          <Icon name="history" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Edit ${customer.fullName}`} onPress={() => onEdit(ref)}>
          <Icon name="pencil" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Delete ${customer.fullName}`} onPress={() => onDelete(ref)}>
          <Icon name="trash" />
        </Button>
      </div>
    </article>
  );
}
