import { useState } from 'react';
import { MAX_LENGTH } from '@detailing/schema/limits';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { useSaveBusinessInfo } from '@/modules/settings/hooks/useSaveBusinessInfo';
import {
  type BusinessInfoField,
  type BusinessInfoFormErrors,
  type BusinessInfoFormValues,
  businessInfoFormFrom,
  changedBusinessInfo,
  checkBusinessInfoForm,
} from '@/modules/settings/utils/businessInfoForm';
import { Button } from '@/ui/Button/Button';
import { useFocusFirstInvalid } from '@/ui/hooks/useFocusFirstInvalid';
import { TextField } from '@/ui/TextField/TextField';
import { useEditForm } from '@/utils/useEditForm';
import { TimeZoneField } from './TimeZoneField';
import * as styles from './business.css';

export const BusinessInfoForm_info = graphql(`
  fragment BusinessInfoForm_info on BusinessInfo {
    version
    businessName
    businessAddress
    businessPhone
    businessEmail
    businessAbn
    appDomain
    timeZone
  }
`);

// The labels of the invoice generator's 'Billed from' block, which these fields fill in.
// No autocomplete: the browser would offer the signed-in person's own details, not the business's.
const TEXT_FIELDS: { key: Exclude<BusinessInfoField, 'timeZone'>; label: string; max: number; type?: string; inputMode?: 'numeric'; wide?: boolean; description?: string }[] = [
  { key: 'businessName', label: 'Business Name', max: MAX_LENGTH.NAME },
  { key: 'businessAbn', label: 'ABN', max: MAX_LENGTH.BUSINESS_NUMBER, inputMode: 'numeric', description: '11 digits, e.g. 51 824 753 556. Leave empty if you have none.' },
  { key: 'businessAddress', label: 'Business Address', max: MAX_LENGTH.ADDRESS, wide: true },
  { key: 'businessPhone', label: 'Business Phone', max: MAX_LENGTH.MOBILE, type: 'tel' },
  { key: 'businessEmail', label: 'Business Email', max: MAX_LENGTH.EMAIL, type: 'email' },
  { key: 'appDomain', label: 'App Domain', max: MAX_LENGTH.DOMAIN, description: 'Where customers reach this app, e.g. book.example.com.' },
];

export interface BusinessInfoFormProps {
  /** As stored now; null when it could not be read (the defaults are shown). */
  info: FragmentType<typeof BusinessInfoForm_info> | null;
  onConflict(): void;
}

/** Business Info (001 §2): checked by the server's rules before sending; the server's refusals show on their fields. */
export function BusinessInfoForm({ onConflict, ...props }: BusinessInfoFormProps) {
  const info = getFragmentData(BusinessInfoForm_info, props.info);
  const { form, set, changes, saved } = useEditForm<BusinessInfoFormValues>(() => businessInfoFormFrom(info));
  const [errors, setErrors] = useState<BusinessInfoFormErrors>({});
  const { save, saving } = useSaveBusinessInfo(info?.version ?? null, onConflict);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  function change(field: BusinessInfoField, value: string) {
    set({ [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function refuse(found: BusinessInfoFormErrors) {
    setErrors(found);
    focusFirstInvalid();
  }

  async function submit() {
    const checked = checkBusinessInfoForm(form);
    if (!checked.ok) return refuse(checked.errors);
    const result = await save(changedBusinessInfo(checked.input, changes));
    if (result.outcome === 'invalid') refuse(result.errors);
    if (result.outcome === 'saved') saved(checked.input);
  }

  return (
    <form
      ref={formRef}
      className={`${styles.card} ${styles.form}`}
      aria-labelledby="business-info-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="business-info-title" className={styles.heading}>
        Business Information
      </h2>
      <p className={styles.intro}>Shown on invoices and quotes, and used to sign the texts customers receive.</p>
      <div className={styles.fields}>
        {TEXT_FIELDS.map(({ key, label, max, type, inputMode, wide, description }) => (
          <div key={key} className={wide ? styles.wide : undefined}>
            <TextField
              label={label}
              name={key}
              type={type}
              inputMode={inputMode}
              autoComplete="off"
              maxLength={max}
              isRequired={key === 'businessName'}
              description={description}
              value={form[key]}
              errorMessage={errors[key]}
              onChange={(v) => change(key, v)}
            />
          </div>
        ))}
        <TimeZoneField value={form.timeZone} errorMessage={errors.timeZone} onChange={(v) => change('timeZone', v)} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" isPending={saving}>
          Save Business Info
        </Button>
      </div>
    </form>
  );
}
