import { MAX_LENGTH } from '@detailing/schema/limits';
import { type FormEvent, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '@/ui/Button/Button';
import { toast } from '@/ui/Toast/toast';
import { TextField } from '@/ui/TextField/TextField';
import { signInCustomer } from '@/modules/portal/api/customerSignIn';
import type { PortalMe } from '@/modules/portal/api/portalTypes';
import { loginFailureToast, loginFieldErrors } from '@/modules/portal/utils/loginFailureToast';
import { portalToasts } from '@/modules/portal/utils/portalToasts';
import { type CustomerLoginErrors, type CustomerLoginValues, validateCustomerLogin } from '@/modules/portal/utils/validateCustomerLogin';
import * as styles from './portalApp.css';

/** /app's own sign-in (001 §2), with the rules and toasts of /customer/login (001 §5, §8). */
export function AppLoginForm({ onSignedIn }: { onSignedIn(me: PortalMe): void }) {
  const [values, setValues] = useState<CustomerLoginValues>({ vehicleRego: '', email: '' });
  const [errors, setErrors] = useState<CustomerLoginErrors>({});
  const [isPending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const field = (name: keyof CustomerLoginValues) => ({
    name,
    value: values[name],
    errorMessage: errors[name],
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCustomerLogin(values);
    setErrors(found);
    if (found.vehicleRego || found.email) return void focusFirstInvalid();
    setPending(true);
    try {
      const me = await signInCustomer({ vehicleRego: values.vehicleRego.trim(), email: values.email.trim() });
      toast(portalToasts.loginSucceeded);
      onSignedIn(me);
    } catch (error) {
      const refused = loginFieldErrors(error);
      setErrors(refused);
      if (refused.vehicleRego || refused.email) focusFirstInvalid();
      toast(loginFailureToast(error));
      setPending(false);
    }
  }

  return (
    <Form ref={formRef} className={styles.form} onSubmit={onSubmit} validationBehavior="aria" aria-label="Sign in">
      <TextField label="Vehicle Registration" autoComplete="off" maxLength={MAX_LENGTH.REGO} {...field('vehicleRego')} />
      <TextField label="Email" type="email" autoComplete="email" maxLength={MAX_LENGTH.EMAIL} {...field('email')} />
      <Button type="submit" isPending={isPending} fullWidth>
        {isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </Form>
  );
}
