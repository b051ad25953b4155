import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '@/ui/Button/Button';
import { TextField } from '@/ui/TextField/TextField';
import { useAdminLogin } from '@/modules/identity/hooks/useAdminLogin';
import type { LoginCredentials } from '@/modules/identity/utils/loginRequest';
import { type LoginFormErrors, validateLoginForm } from '@/modules/identity/utils/validateLoginForm';
import * as styles from './LoginForm.css';

export function LoginForm({ onSuccess }: { onSuccess(): void }) {
  const { submit, isPending } = useAdminLogin();
  const [values, setValues] = useState<LoginCredentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginFormErrors>({});

  const change = (field: keyof LoginCredentials) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLoginForm(values);
    setErrors(found);
    if (found.username || found.password) return;
    if (await submit(values)) onSuccess();
  }

  return (
    <Form className={styles.form} onSubmit={onSubmit} validationBehavior="aria">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoFocus
        value={values.username}
        onChange={change('username')}
        errorMessage={errors.username}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        errorMessage={errors.password}
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={isPending} fullWidth>
          {isPending ? 'Logging in...' : 'Login'}
        </Button>
      </div>
    </Form>
  );
}
