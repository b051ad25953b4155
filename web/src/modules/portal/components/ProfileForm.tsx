import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { MAX_LENGTH } from '@detailing/schema/limits';
import { Button } from '@/ui/Button/Button';
import { actions } from '@/ui/Dialog/Dialog.css';
import { TextField } from '@/ui/TextField/TextField';
import { useEditForm } from '@/utils/useEditForm';
import type { PortalCustomer } from '@/modules/portal/api/portalTypes';
import { type AwaitingCode, useUpdateMyProfile } from '@/modules/portal/api/useUpdateMyProfile';
import * as styles from './dashboard.css';
import * as loginStyles from './CustomerLoginPage.css';

interface Props {
  customer: PortalCustomer;
  vehicleRego: string | null;
  onConflict(): void;
  onCancel(): void;
  /** Saved; `awaiting` lists a new e-mail or mobile waiting for the code just sent to it. */
  onSaved(awaiting: AwaitingCode[]): void;
}

/**
 * The profile in edit mode: name, e-mail, mobile and address; the registration shown, never
 * editable (001 §6). A new e-mail or mobile changes once confirmed with the code sent to it.
 */
export function ProfileForm({ customer, vehicleRego, onConflict, onCancel, onSaved }: Props) {
  const { update, saving } = useUpdateMyProfile();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { form, changes, set } = useEditForm(() => ({
    fullName: customer.fullName,
    email: customer.email,
    mobile: customer.mobile,
    address: customer.address ?? '',
  }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const result = await update(customer, changes);
    if (result.outcome === 'saved') onSaved(result.awaiting);
    else if (result.outcome === 'unchanged') onSaved([]);
    else if (result.outcome === 'conflict') onConflict();
    else setRefusal(result.message ?? null);
  }

  const field = (name: keyof typeof form) => ({ name, value: form[name], onChange: (value: string) => set({ [name]: value }) });
  return (
    <Form className={styles.stack} onSubmit={onSubmit} validationBehavior="aria">
      {refusal && (
        <p className={loginStyles.alert} role="alert">
          {refusal}
        </p>
      )}
      <TextField label="Full Name" autoComplete="name" maxLength={MAX_LENGTH.FULL_NAME} {...field('fullName')} />
      <TextField label="Email" type="email" autoComplete="email" maxLength={MAX_LENGTH.EMAIL} {...field('email')} />
      <TextField label="Mobile" type="tel" autoComplete="tel" maxLength={MAX_LENGTH.MOBILE} {...field('mobile')} />
      <TextField label="Address" autoComplete="street-address" maxLength={MAX_LENGTH.ADDRESS} {...field('address')} />
      <TextField
        label="Vehicle Registration"
        name="vehicleRego"
        value={vehicleRego ?? customer.vehicleRego ?? ''}
        isReadOnly
        description="Your vehicle registration cannot be changed."
      />
      <div className={actions}>
        <Button variant="outline" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </Form>
  );
}
