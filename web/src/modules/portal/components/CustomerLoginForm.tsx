import { type FormEvent, useRef } from 'react';
import { button } from '@/ui/Button/Button.css';
import { useFormFields } from '@/utils/useFormFields';
import { accountFields } from '@/utils/accountFields';
import { useCustomerLogin } from '@/modules/portal/hooks/useCustomerLogin';
import {
  type CustomerLoginErrors,
  type CustomerLoginValues,
  validateCustomerLogin,
} from '@/modules/portal/utils/validateCustomerLogin';
import * as styles from './CustomerLoginPage.css';
import { CustomerLoginPageField } from './CustomerLoginPageField';

/**
 * 001 "Customer login": vehicleRego and email; errors beside their fields, announced. Native
 * form elements, not React Aria's: this page's start-up time is measured (issue 12).
 */
export function CustomerLoginForm() {
  const { submit, isPending } = useCustomerLogin();
  const form = useRef<HTMLFormElement>(null);
  const { values, setErrors, field } = useFormFields<CustomerLoginValues>({ vehicleRego: '', email: '' });

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
        {...accountFields.vehicleRego}
        {...field('vehicleRego')}
        placeholder="e.g. ABC123"
      />
      <CustomerLoginPageField
        {...accountFields.email}
        {...field('email')}
        placeholder="you@example.com"
      />
      {/* aria-disabled, not disabled: the button keeps focus while the request runs. */}
      <button type="submit" className={`${button({ size: 'lg', fullWidth: true })} ${styles.submit}`} aria-disabled={isPending || undefined}>
        {isPending ? 'Logging in...' : 'Login'}
      </button>
    </form>
  );
}
