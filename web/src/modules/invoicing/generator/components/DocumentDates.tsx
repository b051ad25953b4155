import type { DocumentType } from '@/modules/invoicing/generator/utils/generatorForm';
import type { FieldErrors } from '@/utils/serverFieldErrors';
import { TextField } from '@/ui/TextField/TextField';
import * as styles from './generator.css';

interface Props {
  type: DocumentType;
  invoiceDate: string;
  dueDate: string;
  /** The number the next issued document will get: a preview, assigned for real on Create. */
  nextNumber: string;
  errors: FieldErrors;
  onInvoiceDate(date: string): void;
  onDueDate(date: string): void;
}

export function DocumentDates({ type, invoiceDate, dueDate, nextNumber, errors, onInvoiceDate, onDueDate }: Props) {
  return (
    <div className={styles.fieldGrid}>
      <TextField label={type === 'quote' ? 'Quote Number' : 'Invoice Number'} value={`#${nextNumber} (assigned when created)`} isReadOnly />
      <TextField label="Invoice Date" type="date" value={invoiceDate} onChange={onInvoiceDate} errorMessage={errors.invoiceDate} />
      <TextField label="Due Date" type="date" value={dueDate} onChange={onDueDate} errorMessage={errors.dueDate} />
    </div>
  );
}
