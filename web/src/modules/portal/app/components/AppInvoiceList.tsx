import { formatDateLong } from '@detailing/schema/settings/format';
import { Button as AriaButton } from 'react-aria-components';
import { Badge } from '@/ui/Badge/Badge';
import type { PortalInvoice } from '@/modules/portal/api/portalTypes';
import { invoiceStatusTone } from '@/modules/portal/utils/bookingStatusTone';
import { formatMoney } from '@/modules/portal/utils/formatMoney';
import * as styles from './portalApp.css';

/** The customer's invoices; each opens its preview. */
export function AppInvoiceList({ invoices, onOpen }: { invoices: readonly PortalInvoice[]; onOpen(id: string): void }) {
  if (invoices.length === 0) return <p className={styles.empty}>No invoices yet</p>;
  return (
    <ul className={styles.list}>
      {invoices.map((invoice) => (
        <li key={invoice.id}>
          <AriaButton className={styles.item} onPress={() => onOpen(invoice.id)}>
            <span className={styles.itemMain}>
              <span className={styles.itemTitle}>Invoice #{invoice.invoiceNumber}</span>
              <span className={styles.muted}>{formatDateLong(invoice.invoiceDate)}</span>
            </span>
            <span className={styles.itemSide}>
              <Badge tone={invoiceStatusTone(invoice.status)}>{invoice.status}</Badge>
              {formatMoney(invoice.totalAmount)}
            </span>
          </AriaButton>
        </li>
      ))}
    </ul>
  );
}
