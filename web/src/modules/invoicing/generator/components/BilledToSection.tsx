import type { BilledTo } from '@/modules/invoicing/generator/utils/generatorForm';
import { billedToCustomer } from '@/modules/invoicing/generator/utils/generatorForm';
import type { FieldErrors } from '@/utils/serverFieldErrors';
import { Button } from '@/ui/Button/Button';
import { CustomerSearchBox } from './CustomerSearchBox';
import { NewCustomerDialog } from './NewCustomerDialog';
import * as styles from './generator.css';

interface Props {
  value: BilledTo | null;
  errors: FieldErrors;
  onChange(customer: BilledTo | null): void;
}

/** The server's messages about the billed customer, whichever of its fields they name. */
const customerErrors = (errors: FieldErrors) =>
  Object.entries(errors)
    .filter(([path]) => path === 'customer' || path.startsWith('customer.'))
    .map(([, message]) => message);

/** 'Billed to' (001 §2): search and pick a customer, or create one; once chosen, a card with Change. */
export function BilledToSection({ value, errors, onChange }: Props) {
  const messages = customerErrors(errors);
  return (
    <section className={styles.section} aria-labelledby="billed-to-title">
      <h2 id="billed-to-title" className={styles.sectionTitle}>
        Billed to
      </h2>
      {value ? (
        <article className={styles.customerCard} aria-label={`Billed to ${value.fullName}`}>
          <div>
            <p className={styles.customerName}>{value.fullName}</p>
            <address className={styles.customerDetail}>
              {[value.companyName, value.email, value.mobile, value.address, value.vehicleRego && `Vehicle: ${value.vehicleRego}`]
                .filter(Boolean)
                .map((line) => (
                  <div key={line}>{line}</div>
                ))}
            </address>
            {messages.map((message) => (
              <p key={message} className={styles.error} role="alert">
                {message}
              </p>
            ))}
          </div>
          <Button variant="outline" size="sm" onPress={() => onChange(null)}>
            Change
          </Button>
        </article>
      ) : (
        <div className={styles.toolbar}>
          <div className={styles.grow}>
            <CustomerSearchBox errorMessage={messages.join(' ') || undefined} onChoose={(customer) => onChange(billedToCustomer(customer))} />
          </div>
          <NewCustomerDialog onCreated={(customer) => onChange(billedToCustomer(customer))} />
        </div>
      )}
    </section>
  );
}
