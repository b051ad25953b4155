import { useMutation } from '@apollo/client/react';
import { getFragmentData } from '@/gql';
import type { BilledToCustomer_CustomerFragment } from '@/gql/graphql';
import { BilledToCustomer_customer } from '@/modules/invoicing/generator/graphql/BilledToCustomerFragment';
import { RegisterInvoiceCustomerMutation } from '@/modules/invoicing/generator/graphql/RegisterInvoiceCustomerMutation';
import { generatorErrorToasts } from '@/modules/invoicing/generator/utils/generatorToasts';
import { serverFieldErrors } from '@/utils/serverFieldErrors';
import { Button } from '@/ui/Button/Button';
import { actions } from '@/ui/Dialog/Dialog.css';
import { Dialog } from '@/ui/Dialog/Dialog';
import { DialogTrigger } from '@/ui/Dialog/DialogTrigger';
import { Modal } from '@/ui/Dialog/Modal';
import { useFocusFirstInvalid } from '@/ui/hooks/useFocusFirstInvalid';
import { TextField } from '@/ui/TextField/TextField';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { useFormFields } from '@/utils/useFormFields';
import * as styles from './generator.css';

const EMPTY = { fullName: '', email: '', mobile: '', address: '', companyName: '' };

function NewCustomerForm({ close, onCreated }: { close(): void; onCreated(customer: BilledToCustomer_CustomerFragment): void }) {
  const { values, field, setErrors } = useFormFields(EMPTY);
  const [register, { loading }] = useMutation(RegisterInvoiceCustomerMutation);
  const showError = useErrorToast();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  async function submit() {
    const optional = (text: string) => (text.trim() === '' ? null : text.trim());
    try {
      const { data } = await register({
        variables: {
          input: {
            fullName: values.fullName.trim(),
            email: values.email.trim(),
            mobile: values.mobile.trim(),
            address: optional(values.address),
            companyName: optional(values.companyName),
          },
        },
      });
      if (!data) return;
      onCreated(getFragmentData(BilledToCustomer_customer, data.registerCustomer));
      close();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      showError(error, generatorErrorToasts.createCustomerFailed);
      focusFirstInvalid();
    }
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      // The server's messages, tied to their fields, rather than the browser's bubble for an e-mail.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Portalled out of the generator's form, but React events still bubble to it.
        event.stopPropagation();
        void submit();
      }}
    >
      <TextField label="Full Name" autoComplete="off" isRequired {...field('fullName')} autoFocus />
      <TextField label="Email" type="email" autoComplete="off" isRequired {...field('email')} />
      <TextField label="Mobile" type="tel" autoComplete="off" isRequired {...field('mobile')} />
      <TextField label="Address" autoComplete="off" {...field('address')} />
      <TextField label="Company Name (optional)" autoComplete="off" {...field('companyName')} />
      <div className={actions}>
        <Button variant="outline" onPress={close}>
          Cancel
        </Button>
        <Button type="submit" isPending={loading}>
          Create Customer
        </Button>
      </div>
    </form>
  );
}

/** 'Create new customer' (001 §2, POST /api/admin/customers in §7): the new customer is the one billed. */
export function NewCustomerDialog({ onCreated }: { onCreated(customer: BilledToCustomer_CustomerFragment): void }) {
  return (
    <DialogTrigger>
      <Button variant="outline">Create new customer</Button>
      <Modal>
        <Dialog title="Create New Customer">{({ close }) => <NewCustomerForm close={close} onCreated={onCreated} />}</Dialog>
      </Modal>
    </DialogTrigger>
  );
}
