import { Button as AriaButton } from 'react-aria-components';
import { Badge } from '@/ui/Badge/Badge';
import type { PortalInvoice } from '@/modules/portal/api/portalTypes';
import { PanelState } from '@/modules/portal/components/PanelState';
import { invoiceStatusTone } from '@/utils/statusTones';
import { formatDateLong } from '@/modules/portal/utils/formatBookingWhen';
import { formatMoney } from '@/utils/formatMoney';
import { invoiceLabel, statusLabel } from '@/modules/invoicePreview/invoiceLabels';
import type { ListProps } from './ListProps';
import * as styles from './portalApp.css';

/** The customer's invoices and quotes; each opens its preview. */
export function AppInvoiceList({ invoices, loading, failed, onRetry, onOpen }: ListProps & { invoices: readonly PortalInvoice[] }) {
  return (
    <PanelState loading={loading} failed={failed} onRetry={onRetry} isEmpty={invoices.length === 0} emptyText="No invoices yet">
      <ul className={styles.list}>
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <AriaButton className={styles.item} onPress={() => onOpen(invoice.id)}>
              <span className={styles.itemMain}>
                <span className={styles.itemTitle}>{invoiceLabel(invoice)}</span>
                <span className={styles.muted}>{formatDateLong(invoice.invoiceDate)}</span>
              </span>
              <span className={styles.itemSide}>
                <Badge tone={invoiceStatusTone(invoice.status)}>{statusLabel(invoice.status)}</Badge>
                {formatMoney(invoice.totalAmount)}
              </span>
            </AriaButton>
          </li>
        ))}
      </ul>
    </PanelState>
  );
}
