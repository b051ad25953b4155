import { formatDateLong } from '@detailing/schema/settings/format';
import { Button } from '@/ui/Button/Button';
import { courtesyCarTerms } from '@/modules/bookings/utils/courtesyCarTerms';
import type { CourtesyCarForm } from './courtesyCarForm';
import * as styles from './details.css';
import { LicenceImageField } from './LicenceImageField';

interface Props {
  form: CourtesyCarForm;
  termsAcceptedAt: string | null | undefined;
  onChange(patch: Partial<CourtesyCarForm>): void;
  onSave(): void;
  saving: boolean;
  onCancel(): void;
}

const acceptedAtText = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : `${formatDateLong(iso.slice(0, 10))} at ${date.toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' })}`;
};

/** The Courtesy Car tab: licence images, the terms of 000 §9, typed name and acceptance. */
export function CourtesyCarTab({ form, termsAcceptedAt, onChange, onSave, saving, onCancel }: Props) {
  return (
    <div className={styles.form}>
      <LicenceImageField
        label="Driver's licence (front)"
        value={form.licenseFrontPhoto}
        onChange={(licenseFrontPhoto) => onChange({ licenseFrontPhoto })}
      />
      <LicenceImageField
        label="Driver's licence (back)"
        value={form.licenseBackPhoto}
        onChange={(licenseBackPhoto) => onChange({ licenseBackPhoto })}
      />
      <section className={styles.fieldset} aria-labelledby="courtesy-car-terms">
        <h3 id="courtesy-car-terms" className={styles.value} style={{ fontWeight: 600 }}>
          Courtesy car terms
        </h3>
        <ul>
          {courtesyCarTerms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </section>
      <label className={styles.field}>
        Full legal name (digital signature)
        <input
          className={styles.control}
          value={form.digitalSignature}
          autoComplete="name"
          onChange={(event) => onChange({ digitalSignature: event.target.value })}
        />
      </label>
      <label className={styles.checkboxRow}>
        <input
          type="checkbox"
          checked={form.termsAccepted}
          onChange={(event) => onChange({ termsAccepted: event.target.checked })}
        />
        I have read and accept the courtesy car terms
      </label>
      {form.termsAccepted && termsAcceptedAt && (
        <p className={styles.muted}>Terms accepted on {acceptedAtText(termsAcceptedAt)}</p>
      )}
      <div className={styles.actions}>
        <Button variant="outline" onPress={onCancel}>
          Cancel
        </Button>
        <Button isPending={saving} onPress={onSave}>
          Save Courtesy Car
        </Button>
      </div>
    </div>
  );
}
