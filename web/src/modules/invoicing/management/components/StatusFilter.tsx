import { INVOICE_STATUSES } from '@detailing/schema/invoicing/statuses';
import { Button as AriaButton, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { statusLabel } from '@/modules/invoicePreview/invoiceLabels';
import { listBoxOption, listBoxPopover } from '@/ui/ListBoxPopover/listBoxPopover.css';
import * as styles from './management.css';

const ALL = 'all';

export interface StatusFilterProps {
  /** null for every status. */
  status: string | null;
  onChange(status: string | null): void;
}

/** Which invoices the list shows by status: All, Pending, Paid or Void. */
export function StatusFilter({ status, onChange }: StatusFilterProps) {
  return (
    <Select className={styles.field} selectedKey={status ?? ALL} onSelectionChange={(key) => onChange(key == null || key === ALL ? null : String(key))}>
      <Label className={styles.label}>Status</Label>
      <AriaButton className={styles.selectButton}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </AriaButton>
      <Popover className={listBoxPopover}>
        <ListBox>
          <ListBoxItem id={ALL} className={listBoxOption}>
            All
          </ListBoxItem>
          {INVOICE_STATUSES.map((choice) => (
            <ListBoxItem key={choice} id={choice} className={listBoxOption}>
              {statusLabel(choice)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
