import { INVOICE_STATUSES } from '@detailing/schema/invoicing/statuses';
import { Button as AriaButton, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { statusLabel } from '@/modules/invoicePreview/invoiceLabels';
import { Badge } from '@/ui/Badge/Badge';
import { listBoxOption, listBoxPopover } from '@/ui/ListBoxPopover/listBoxPopover.css';
import { invoiceStatusTone } from '@/utils/statusTones';
import * as styles from './management.css';

export interface InvoiceStatusSelectProps {
  /** Names the row it changes ("Status of invoice #20001"). */
  label: string;
  status: string;
  isPending: boolean;
  onChange(status: string): void;
}

/** A row's status dropdown (001 §4: any status from any other), showing the status as its coloured badge. */
export function InvoiceStatusSelect({ label, status, isPending, onChange }: InvoiceStatusSelectProps) {
  return (
    <Select
      aria-label={label}
      selectedKey={status}
      isDisabled={isPending}
      onSelectionChange={(key) => key != null && String(key) !== status && onChange(String(key))}
    >
      <AriaButton className={styles.rowSelectButton}>
        <SelectValue>{() => <Badge tone={invoiceStatusTone(status)}>{statusLabel(status)}</Badge>}</SelectValue>
        <span aria-hidden="true">▾</span>
      </AriaButton>
      <Popover className={listBoxPopover}>
        <ListBox>
          {INVOICE_STATUSES.map((choice) => (
            <ListBoxItem key={choice} id={choice} className={listBoxOption} textValue={statusLabel(choice)}>
              <Badge tone={invoiceStatusTone(choice)}>{statusLabel(choice)}</Badge>
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
