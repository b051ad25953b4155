import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { MAX_LENGTH } from '@detailing/schema/limits';
import { Button } from '@/ui/Button/Button';
import { actions } from '@/ui/Dialog/Dialog.css';
import { TextField } from '@/ui/TextField/TextField';
import type { AwaitingCode } from '@/modules/portal/api/useUpdateMyProfile';
import { useContactCode } from '@/modules/portal/api/useContactCode';
import { contactChangeTexts as t } from '@/modules/portal/utils/contactChangeTexts';
import * as styles from './dashboard.css';
import * as loginStyles from './CustomerLoginPage.css';

interface Props {
  awaiting: AwaitingCode;
  /** What the field holds until the code comes back. */
  current: string;
  onConfirmed(): void;
}

/** Asks for the code sent to a new e-mail or mobile (issue 28): Confirm makes the change, Resend sends a new code. */
export function ContactCodeForm({ awaiting, current, onConfirmed }: Props) {
  const { field, destination } = awaiting;
  const { confirm, resend, busy } = useContactCode(field, destination);
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const result = await confirm(code);
    if (result.outcome === 'done') onConfirmed();
    else setRefusal(result.message ?? null);
  }

  async function onResend() {
    setRefusal(null);
    setCode('');
    const result = await resend();
    if (result.outcome === 'failed') setRefusal(result.message ?? null);
  }

  return (
    <Form className={styles.stack} onSubmit={onSubmit} validationBehavior="aria" aria-label={t.heading(field)}>
      <h3 className={styles.sectionTitle}>{t.heading(field)}</h3>
      <p className={styles.muted}>{t.sentTo(field, destination)}</p>
      <p className={styles.muted}>{t.stays(field, current)}</p>
      {refusal && (
        <p className={loginStyles.alert} role="alert">
          {refusal}
        </p>
      )}
      <TextField label={t.codeLabel} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={MAX_LENGTH.CODE} value={code} onChange={setCode} isRequired />
      <div className={actions}>
        <Button variant="outline" onPress={() => void onResend()} isDisabled={busy}>
          {t.resend}
        </Button>
        <Button type="submit" isPending={busy}>
          {busy ? t.confirming : t.confirm}
        </Button>
      </div>
    </Form>
  );
}
