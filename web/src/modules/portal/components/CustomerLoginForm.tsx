import { type FormEvent, useRef, useState } from 'react';
import { MAX_LENGTH } from '@detailing/schema/limits';
import { button } from '@/ui/Button/Button.css';
import { useCustomerLogin } from '@/modules/portal/hooks/useCustomerLogin';
import {
  type CustomerLoginErrors,
  type CustomerLoginValues,
  validateCustomerLogin,
} from '@/modules/portal/utils/validateCustomerLogin';
import * as styles from './CustomerLoginPage.css';
import { CustomerLoginPageField } from './CustomerLoginPageField';

// Room for the spaces people type in a registration; the server normalises and limits it.
const REGO_TYPED_MAX = MAX_LENGTH.REGO * 2;

/**
 * 001 "Customer login": vehicleRego and email; errors beside their fields, announced. Native
 * form elements, not React Aria's: this page's start-up time is measured (issue 12).
 */
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
    if (isPending) return;
    const found = validateCustomerLogin(values);
    setErrors(found);
    if (found.vehicleRego || found.email) return focusFirst(found);
    const refused = await submit(values);
    setErrors(refused);
    focusFirst(refused);
  }

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
      <CustomerLoginPageField
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
      <CustomerLoginPageField
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
      {/* aria-disabled, not disabled: the button keeps focus while the request runs. */}
      <button type="submit" className={`${button({ size: 'lg', fullWidth: true })} ${styles.submit}`} aria-disabled={isPending || undefined}>
        {isPending ? 'Logging in...' : 'Login'}
      </button>
    </form>
  );
}
