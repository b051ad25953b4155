import { type FormEvent, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { MAX_LENGTH } from '@detailing/schema/limits';
import { Button } from '@/ui/Button/Button';
import { TextField } from '@/ui/TextField/TextField';
import { useCustomerLogin } from '@/modules/portal/hooks/useCustomerLogin';
import {
  type CustomerLoginErrors,
  type CustomerLoginValues,
  validateCustomerLogin,
} from '@/modules/portal/utils/validateCustomerLogin';
import * as styles from './CustomerLoginPage.css';

// Room for the spaces people type in a registration; the server normalises and limits it.
const REGO_TYPED_MAX = MAX_LENGTH.REGO * 2;

/** 001 "Customer login": vehicleRego and email; errors beside their fields, announced. */
export function CustomerLoginForm() {
  const { submit, isPending } = useCustomerLogin();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CustomerLoginValues>({ vehicleRego: '', email: '' });
  const [errors, setErrors] = useState<CustomerLoginErrors>({});

  const change = (field: keyof CustomerLoginValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const focusFirst = (found: CustomerLoginErrors) => {
    const first = (['vehicleRego', 'email'] as const).find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCustomerLogin(values);
    setErrors(found);
    if (found.vehicleRego || found.email) return focusFirst(found);
    const refused = await submit(values);
    setErrors(refused);
    focusFirst(refused);
  }

  return (
    <Form ref={form} className={styles.form} onSubmit={onSubmit} validationBehavior="aria">
      <TextField
        label="Vehicle Registration"
        name="vehicleRego"
        autoComplete="off"
        spellCheck="false"
        maxLength={REGO_TYPED_MAX}
        value={values.vehicleRego}
        onChange={change('vehicleRego')}
        errorMessage={errors.vehicleRego}
        placeholder="e.g. ABC123"
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={MAX_LENGTH.EMAIL}
        value={values.email}
        onChange={change('email')}
        errorMessage={errors.email}
        placeholder="you@example.com"
      />
      <Button type="submit" size="lg" fullWidth isPending={isPending}>
        {isPending ? 'Logging in...' : 'Login'}
      </Button>
    </Form>
  );
}
