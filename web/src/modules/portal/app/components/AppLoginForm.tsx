import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '@/ui/Button/Button';
import { toast } from '@/ui/Toast/toast';
import { TextField } from '@/ui/TextField/TextField';
import { useFocusFirstInvalid } from '@/ui/hooks/useFocusFirstInvalid';
import { useFormFields } from '@/utils/useFormFields';
import { accountFields } from '@/utils/accountFields';
import { signInCustomer } from '@/modules/portal/api/customerSignIn';
import type { PortalMe } from '@/modules/portal/api/portalTypes';
import { loginFailureToast, loginFieldErrors } from '@/modules/portal/utils/loginFailureToast';
import { portalToasts } from '@/modules/portal/utils/portalToasts';
import { type CustomerLoginValues, validateCustomerLogin } from '@/modules/portal/utils/validateCustomerLogin';
import * as styles from './portalApp.css';

/** /app's own sign-in (001 §2), with the rules and toasts of /customer/login (001 §5, §8). */
export function AppLoginForm({ onSignedIn }: { onSignedIn(me: PortalMe): void }) {
  const { values, setErrors, field } = useFormFields<CustomerLoginValues>({ vehicleRego: '', email: '' });
  const [isPending, setPending] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

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
      <TextField {...accountFields.vehicleRego} {...field('vehicleRego')} />
      <TextField {...accountFields.email} {...field('email')} />
      <Button type="submit" isPending={isPending} fullWidth>
        {isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </Form>
  );
}
