import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '@/ui/Button/Button';
import { errorToast } from '@/ui/Toast/errorToast';
import { toast } from '@/ui/Toast/toast';
import { TextField } from '@/ui/TextField/TextField';
import { useFocusFirstInvalid } from '@/ui/hooks/useFocusFirstInvalid';
import { useFormFields } from '@/utils/useFormFields';
import { accountFields } from '@/utils/accountFields';
import type { PortalMe } from '@/modules/portal/api/portalTypes';
import { demoRequests } from '@/modules/demo/utils/demoRequests';
import { demoToasts } from '@/modules/demo/utils/demoToasts';
import { fieldErrors } from '@/modules/demo/utils/fieldErrors';
import { type DemoCredentials, hasErrors, validateDemoLogin } from '@/modules/demo/utils/validateDemoForms';
import * as styles from './demo.css';

/** The Login tab: username and password, both required (001 §5). */
export function DemoLoginForm({ username, onSignedIn }: { username: string; onSignedIn(me: PortalMe): void }) {
  const { values, setErrors, field } = useFormFields<DemoCredentials>({ username, password: '' });
  const [isPending, setPending] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateDemoLogin(values);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid();
    setPending(true);
    try {
      const session = await demoRequests.signIn({ username: values.username.trim(), password: values.password });
      toast(demoToasts.signedIn);
      onSignedIn(session);
    } catch (error) {
      setErrors(fieldErrors(error));
      toast(errorToast(error, demoToasts.loginFailed));
      setPending(false);
    }
  }

  return (
    <Form ref={formRef} className={styles.form} onSubmit={onSubmit} validationBehavior="aria" aria-label="Login">
      <TextField {...accountFields.username} {...field('username')} />
      <TextField
        {...accountFields.currentPassword}
        // Just registered: the username is filled in, so the password is what to type next.
        autoFocus={Boolean(username)}
        {...field('password')}
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={isPending} fullWidth>
          {isPending ? 'Logging in...' : 'Login'}
        </Button>
      </div>
    </Form>
  );
}
