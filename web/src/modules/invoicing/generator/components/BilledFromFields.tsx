import type { BilledFrom } from '@/modules/invoicing/generator/utils/generatorForm';
import type { FieldErrors } from '@/utils/serverFieldErrors';
import { TextField } from '@/ui/TextField/TextField';
import * as styles from './generator.css';

// No autocomplete: the browser would offer the signed-in person's own details, not the business's.
const FIELDS: { key: keyof BilledFrom; label: string; type?: string }[] = [
  { key: 'businessName', label: 'Business Name' },
  { key: 'businessAddress', label: 'Business Address' },
  { key: 'businessPhone', label: 'Business Phone', type: 'tel' },
  { key: 'businessEmail', label: 'Business Email', type: 'email' },
  { key: 'businessAbn', label: 'ABN' },
];

/** 'Billed from' (001 §2): Business Info's details, changed here for this document only. */
export function BilledFromFields({ value, errors, onChange }: { value: BilledFrom; errors: FieldErrors; onChange(field: keyof BilledFrom, value: string): void }) {
  return (
    <section className={styles.section} aria-labelledby="billed-from-title">
      <h2 id="billed-from-title" className={styles.sectionTitle}>
        Billed from
      </h2>
      <div className={styles.fieldGrid}>
        {FIELDS.map(({ key, label, type }) => (
          <TextField
            key={key}
            label={label}
            type={type}
            autoComplete="off"
            value={value[key]}
            onChange={(next) => onChange(key, next)}
            errorMessage={errors[`business.${key}`]}
          />
        ))}
      </div>
    </section>
  );
}
