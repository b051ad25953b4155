import { useState } from 'react';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import type { CustomerChanges, EditCustomerForm_CustomerFragment } from '@/gql/graphql';
import { useSaveCustomer } from '@/modules/customers/hooks/useSaveCustomer';
import { Button } from '@/ui/Button/Button';
import { toast } from '@/ui/Toast/toast';
import { useEditForm } from '@/utils/useEditForm';
import * as styles from './customers.css';

export const EditCustomerForm_customer = graphql(`
  fragment EditCustomerForm_customer on Customer {
    id
    version
    fullName
    email
    mobile
    address
    companyName
    vehicleRego
    notes
  }
`);

const editForm = (customer: EditCustomerForm_CustomerFragment) => ({
  fullName: customer.fullName,
  mobile: customer.mobile,
  address: customer.address ?? '',
  companyName: customer.companyName ?? '',
  vehicleRego: customer.vehicleRego ?? '',
  notes: customer.notes ?? '',
});

type EditForm = ReturnType<typeof editForm>;
type TextKey = Exclude<keyof EditForm, 'notes'>;

const textFields: { key: TextKey; label: string; type?: string; autoComplete?: string; required?: boolean }[] = [
  { key: 'fullName', label: 'Full Name', autoComplete: 'name', required: true },
  { key: 'mobile', label: 'Mobile', type: 'tel', autoComplete: 'tel', required: true },
  { key: 'companyName', label: 'Company Name', autoComplete: 'organization' },
  { key: 'vehicleRego', label: 'Vehicle Registration' },
  { key: 'address', label: 'Address', autoComplete: 'street-address' },
];

export interface EditCustomerFormProps {
  customer: FragmentType<typeof EditCustomerForm_customer>;
  onConflict(): void;
  onCancel(): void;
  onSaved(): void;
}

/** The 'Edit Customer' form: the e-mail is shown but cannot be changed (001 §2); only changed fields are sent. */
export function EditCustomerForm({ onConflict, onCancel, onSaved, ...props }: EditCustomerFormProps) {
  const customer = getFragmentData(EditCustomerForm_customer, props.customer);
  const { form, set, changes } = useEditForm(() => editForm(customer));
  const { save, saving } = useSaveCustomer(customer.id, customer.version, onConflict);
  const [invalid, setInvalid] = useState<string | null>(null);

  async function submit() {
    setInvalid(null);
    // An emptied optional field is sent as empty text: the server stores it as cleared.
    const { outcome, message } = await save(changes as CustomerChanges);
    if (outcome === 'saved') toast({ title: 'Customer Updated', description: `${form.fullName}'s details were saved.` });
    if (outcome === 'invalid') setInvalid(message ?? null);
    if (outcome === 'saved' || outcome === 'unchanged') onSaved();
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {invalid && (
        <p role="alert" className={styles.fieldError}>
          {invalid}
        </p>
      )}
      <div className={styles.formGrid}>
        <label className={styles.field}>
          Email
          <input className={styles.control} type="email" value={customer.email} disabled aria-describedby="edit-customer-email-hint" />
          <span id="edit-customer-email-hint" className={styles.hint}>
            The email identifies the customer and cannot be changed.
          </span>
        </label>
        {textFields.map(({ key, label, type, autoComplete, required }) => (
          <label key={key} className={`${styles.field} ${key === 'address' ? styles.wide : ''}`}>
            {label}
            <input
              className={styles.control}
              type={type ?? 'text'}
              value={form[key]}
              required={required}
              autoComplete={autoComplete}
              onChange={(event) => set({ [key]: event.target.value } as Partial<EditForm>)}
            />
          </label>
        ))}
        <label className={`${styles.field} ${styles.wide}`}>
          Notes
          <textarea className={styles.control} rows={3} value={form.notes} onChange={(event) => set({ notes: event.target.value })} />
        </label>
      </div>
      <div className={styles.formActions}>
        <Button variant="outline" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={saving}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
