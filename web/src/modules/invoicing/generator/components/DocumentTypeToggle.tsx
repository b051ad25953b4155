import { Radio, RadioGroup } from 'react-aria-components';
import type { DocumentType } from '@/modules/invoicing/generator/utils/generatorForm';
import * as styles from './generator.css';

const CHOICES: { value: DocumentType; label: string }[] = [
  { value: 'invoice', label: 'Invoice' },
  { value: 'quote', label: 'Quote' },
];

/** Invoice or Quote (001 §4): a radio group drawn as a segmented control, so arrow keys move between them. */
export function DocumentTypeToggle({ value, onChange }: { value: DocumentType; onChange(type: DocumentType): void }) {
  return (
    <RadioGroup aria-label="Document type" orientation="horizontal" value={value} onChange={(next) => onChange(next as DocumentType)} className={styles.segmented}>
      {CHOICES.map((choice) => (
        <Radio key={choice.value} value={choice.value} className={styles.segment}>
          {choice.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}
