import { Badge } from '@/ui/Badge/Badge';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import type { PortalInvoice } from '@/modules/portal/api/portalTypes';
import { invoiceStatusTone } from '@/utils/statusTones';
import { formatDateLong } from '@/modules/portal/utils/formatBookingWhen';
import { formatMoney } from '@/utils/formatMoney';
import { invoiceLabel, statusLabel } from '@/modules/invoicePreview/invoiceLabels';
import { invoiceStats } from '@/modules/portal/utils/portalStats';
import * as styles from './dashboard.css';
import { SummarizedPanel } from './SummarizedPanel';

interface Props {
  invoices: PortalInvoice[];
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  onPreview(invoice: PortalInvoice): void;
}

/** The Invoices tab (001 "Customer dashboard"): count, paid count, amount paid; each with Preview and Download PDF. */
export function InvoicesPanel({ invoices, loading, failed, onRetry, onPreview }: Props) {
  const { total, paid, amountPaid } = invoiceStats(invoices);
  return (
    <SummarizedPanel
      summary={{
        label: 'Invoices summary',
        stats: [
          { label: 'Total Invoices', value: String(total) },
          { label: 'Paid Invoices', value: String(paid) },
          { label: 'Amount Paid', value: formatMoney(amountPaid) },
        ],
      }}
      loading={loading}
      failed={failed}
      onRetry={onRetry}
      isEmpty={invoices.length === 0}
      emptyText="No invoices yet"
    >
      <ul className={styles.list} aria-label="Invoices">
        {invoices.map((invoice) => {
          const label = invoiceLabel(invoice);
          return (
            <li key={invoice.id}>
              <article className={styles.card} aria-label={label}>
                <div className={styles.cardTop}>
                  <h3 className={styles.cardTitle}>{label}</h3>
                  <Badge tone={invoiceStatusTone(invoice.status)}>{statusLabel(invoice.status)}</Badge>
                </div>
                <dl className={styles.fields}>
                  <dt>Date</dt>
                  <dd>{formatDateLong(invoice.invoiceDate)}</dd>
                  <dt>Total</dt>
                  <dd>{formatMoney(invoice.totalAmount)}</dd>
                  <dt>Amount Due</dt>
                  <dd>{formatMoney(invoice.amountDue)}</dd>
                </dl>
                <div className={styles.cardActions}>
                  <Button variant="outline" size="sm" onPress={() => onPreview(invoice)} aria-label={`Preview ${label}`}>
                    Preview
                  </Button>
                  <a className={styles.linkButton} href={invoice.pdfUrl} download aria-label={`Download PDF of ${label}`}>
                    <Icon name="download" />
                    Download PDF
                  </a>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </SummarizedPanel>
  );
}
