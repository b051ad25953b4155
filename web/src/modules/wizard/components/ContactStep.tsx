import { MAX_LENGTH } from '@detailing/schema/limits';
import type { ContactDetails, ContactErrors } from '@/modules/wizard/utils/wizardState';
import { wizardTexts as t } from '@/modules/wizard/utils/wizardTexts';
import { ContactField } from './ContactField';
import * as css from './wizard.css';

interface Props {
  contact: ContactDetails;
  errors: ContactErrors;
  termsAccepted: boolean;
  onContact: (field: keyof ContactDetails, value: string) => void;
  onTerms: (accepted: boolean) => void;
}

/**
 * Step 4's fields, with the standard autocomplete tokens so the browser fills name, e-mail, phone
 * and address (no third-party geocoder); the registration shows in upper case as typed.
 */
export function ContactStep({ contact, errors, termsAccepted, onContact, onTerms }: Props) {
  const field = (name: keyof ContactDetails) => ({ name, label: t.fields[name], value: contact[name], error: errors[name], onValue: (v: string) => onContact(name, v) });
  return (
    <div className={css.form}>
      <ContactField {...field('fullName')} autoComplete="name" maxLength={MAX_LENGTH.FULL_NAME} required />
      <ContactField {...field('email')} type="email" autoComplete="email" inputMode="email" maxLength={MAX_LENGTH.EMAIL} required />
      <ContactField {...field('mobile')} type="tel" autoComplete="tel" inputMode="tel" maxLength={MAX_LENGTH.MOBILE} required />
      <ContactField {...field('vehicleRego')} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={MAX_LENGTH.REGO} required />
      <ContactField {...field('address')} autoComplete="street-address" maxLength={MAX_LENGTH.ADDRESS} />
      <div className={css.field}>
        <label htmlFor="wizard-notes" className={css.label}>
          {t.fields.notes}
        </label>
        <textarea
          id="wizard-notes"
          name="notes"
          className={css.input}
          rows={3}
          maxLength={MAX_LENGTH.NOTES}
          value={contact.notes}
          onChange={(event) => onContact('notes', event.target.value)}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? 'wizard-notes-error' : undefined}
        />
        {errors.notes && (
          <span id="wizard-notes-error" className={css.fieldError}>
            {errors.notes}
          </span>
        )}
      </div>
      <label className={css.terms}>
        <input type="checkbox" className={css.choiceInput} name="termsAccepted" checked={termsAccepted} onChange={(event) => onTerms(event.target.checked)} />
        <span>{t.terms}</span>
      </label>
    </div>
  );
}
