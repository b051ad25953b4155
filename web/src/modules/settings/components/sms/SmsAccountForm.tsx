import { useState } from 'react';
import { MAX_LENGTH } from '@detailing/schema/limits';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { useSaveSmsSettings } from '@/modules/settings/hooks/useSaveSmsSettings';
import {
  missingSmsConfiguration,
  type SmsSettingsField,
  type SmsSettingsFormErrors,
  type SmsSettingsFormValues,
  smsSettingsFormFrom,
  smsSettingsInput,
} from '@/modules/settings/utils/smsSettingsForm';
import { Badge } from '@/ui/Badge/Badge';
import { Button } from '@/ui/Button/Button';
import { useFocusFirstInvalid } from '@/ui/hooks/useFocusFirstInvalid';
import { TextField } from '@/ui/TextField/TextField';
import { useEditForm } from '@/utils/useEditForm';
import { SmsTestSend } from './SmsTestSend';
import * as styles from './sms.css';

export const SmsAccountForm_settings = graphql(`
  fragment SmsAccountForm_settings on SmsSettings {
    version
    accountSid
    authToken
    fromNumber
    isConfigured
  }
`);

export interface SmsAccountFormProps {
  /** As stored now (the token masked); null when it could not be read. */
  settings: FragmentType<typeof SmsAccountForm_settings> | null;
  onConflict(): void;
}

/**
 * The Twilio account (001 §2) and the test send. The saved token is never in the page: the server
 * sends it masked, the field starts empty and only a token typed in is sent.
 */
export function SmsAccountForm({ onConflict, ...props }: SmsAccountFormProps) {
  const settings = getFragmentData(SmsAccountForm_settings, props.settings);
  const { form, set, saved } = useEditForm<SmsSettingsFormValues>(() => smsSettingsFormFrom(settings));
  const [errors, setErrors] = useState<SmsSettingsFormErrors>({});
  const { save, saving } = useSaveSmsSettings(settings?.version ?? null, onConflict);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const savedToken = settings?.authToken ?? '';

  function change(field: SmsSettingsField, value: string) {
    set({ [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit() {
    const result = await save(smsSettingsInput(form));
    if (result.outcome === 'invalid') {
      setErrors(result.errors);
      focusFirstInvalid();
    }
    if (result.outcome === 'saved') saved({ ...form, authToken: '' });
  }

  return (
    <>
      <form
        ref={formRef}
        className={`${styles.card} ${styles.section}`}
        aria-labelledby="sms-account-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={styles.templateTop}>
          <h2 id="sms-account-title" className={styles.heading}>
            Twilio Account
          </h2>
          {settings && <Badge tone={settings.isConfigured ? 'green' : 'yellow'}>{settings.isConfigured ? 'Configured' : 'Not configured'}</Badge>}
        </div>
        <p className={styles.intro}>Texts to customers are sent through this account.</p>
        <div className={styles.fields}>
          <TextField
            label="Account SID"
            name="accountSid"
            autoComplete="off"
            maxLength={MAX_LENGTH.CODE}
            placeholder="AC…"
            value={form.accountSid}
            errorMessage={errors.accountSid}
            onChange={(v) => change('accountSid', v)}
          />
          <TextField
            label="Auth Token"
            name="authToken"
            type="password"
            autoComplete="new-password"
            maxLength={MAX_LENGTH.AUTH_TOKEN}
            placeholder={savedToken || 'Not set'}
            description={savedToken ? `Saved token ${savedToken}. Type a new one only to replace it.` : undefined}
            value={form.authToken}
            errorMessage={errors.authToken}
            onChange={(v) => change('authToken', v)}
          />
          <TextField
            label="From Number"
            name="fromNumber"
            type="tel"
            autoComplete="off"
            maxLength={MAX_LENGTH.MOBILE}
            placeholder="+61412345678"
            description="In international format, or a sender name of up to 11 letters and digits."
            value={form.fromNumber}
            errorMessage={errors.fromNumber}
            onChange={(v) => change('fromNumber', v)}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" isPending={saving}>
            Save SMS Settings
          </Button>
        </div>
      </form>
      <SmsTestSend isMissing={() => missingSmsConfiguration(form, savedToken)} />
    </>
  );
}
