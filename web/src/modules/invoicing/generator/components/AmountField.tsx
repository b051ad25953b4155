import { FieldError, Input, Label, TextField as AriaTextField } from 'react-aria-components';
import * as styles from '@/ui/TextField/TextField.css';

interface Props {
  label: string;
  value: string;
  min: number;
  step: number;
  errorMessage?: string;
  onChange(value: string): void;
}

/** A number typed as text (quantity, price), with the browser's min and step (001 §5) and the server's message when refused. */
export function AmountField({ label, value, min, step, errorMessage, onChange }: Props) {
  return (
    <AriaTextField value={value} onChange={onChange} isInvalid={Boolean(errorMessage)} validationBehavior="aria" className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} type="number" inputMode="decimal" min={min} step={step} />
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
