import { MAX_LENGTH } from '@detailing/schema/limits';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '@/ui/Button/Button';
import { errorToast } from '@/ui/Toast/errorToast';
import { toast } from '@/ui/Toast/toast';
import { TextField } from '@/ui/TextField/TextField';
import { useFocusFirstInvalid } from '@/ui/hooks/useFocusFirstInvalid';
import { useFormFields } from '@/utils/useFormFields';
import { accountFields } from '@/utils/accountFields';
import { demoRequests } from '@/modules/demo/utils/demoRequests';
import { demoToasts } from '@/modules/demo/utils/demoToasts';
import { fieldErrors } from '@/modules/demo/utils/fieldErrors';
import {
  type DemoRegistration,
  hasErrors,
  registrationBody,
  validateDemoRegistration,
} from '@/modules/demo/utils/validateDemoForms';
import * as styles from './demo.css';

const EMPTY: DemoRegistration = { username: '', password: '', fullName: '', email: '', phone: '', address: '' };

/** The Register tab (001 §5): on 'Account created' the page switches to Login with the username filled in. */
export function DemoRegisterForm({ onRegistered }: { onRegistered(username: string): void }) {
  const { values, setErrors, field } = useFormFields(EMPTY);
  const [isPending, setPending] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateDemoRegistration(values);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid();
    setPending(true);
    try {
      const body = registrationBody(values);
      await demoRequests.register(body);
      toast(demoToasts.accountCreated);
      onRegistered(body.username);
    } catch (error) {
      const refused = fieldErrors(error);
      setErrors(refused);
      if (hasErrors(refused)) focusFirstInvalid();
      toast(errorToast(error, demoToasts.registrationFailed));
    } finally {
      setPending(false);
    }
  }

  return (
    <Form ref={formRef} className={styles.form} onSubmit={onSubmit} validationBehavior="aria" aria-label="Register">
      <TextField {...accountFields.username} {...field('username')} />
      <TextField {...accountFields.newPassword} {...field('password')} />
      <TextField label="Full name" autoComplete="name" maxLength={MAX_LENGTH.FULL_NAME} {...field('fullName')} />
      <TextField {...accountFields.email} {...field('email')} />
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" maxLength={MAX_LENGTH.MOBILE} {...field('phone')} />
      <TextField label="Address (optional)" autoComplete="street-address" maxLength={MAX_LENGTH.ADDRESS} {...field('address')} />
      <div className={styles.actions}>
        <Button type="submit" isPending={isPending} fullWidth>
          {isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </div>
    </Form>
  );
}
