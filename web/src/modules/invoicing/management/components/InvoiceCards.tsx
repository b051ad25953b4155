import { card, cardFields, cardTitle } from '@/ui/Card/Card.css';
import { invoiceLabel } from '@/modules/invoicePreview/invoiceLabels';
import { formatDateLong } from '@/utils/formatDateLong';
import { formatMoney } from '@/utils/formatMoney';
import { QuoteConversion } from './QuoteConversion';
import { InvoiceRowActions } from './InvoiceRowActions';
import { InvoiceStatusSelect } from './InvoiceStatusSelect';
import type { InvoiceRowData, InvoiceRowHandlers } from './rowTypes';
import * as styles from './management.css';

/** The page of invoices as cards, on a narrow screen. */
export function InvoiceCards({ invoices, handlers }: { invoices: readonly InvoiceRowData[]; handlers: InvoiceRowHandlers }) {
  return (
    <ul className={styles.cards} aria-label="Invoices">
      {invoices.map((invoice) => {
        const name = invoiceLabel(invoice);
        return (
          <li key={invoice.id}>
            <article className={card} aria-label={name}>
              <div className={styles.cardHeader}>
                <h2 className={cardTitle}>{invoice.invoiceNumber}</h2>
                <InvoiceStatusSelect
                  label={`Status of ${name}`}
                  status={invoice.status}
                  isPending={handlers.statusChanging.has(invoice.id)}
                  onChange={(status) => handlers.onStatusChange(invoice, status)}
                />
              </div>
              <QuoteConversion invoice={invoice} handlers={handlers} />
              <dl className={cardFields}>
                <dt>Type</dt>
                <dd>{invoice.type.toUpperCase()}</dd>
                <dt>Customer</dt>
                <dd>{invoice.customerName}</dd>
                <dt>Date</dt>
                <dd>{formatDateLong(invoice.invoiceDate)}</dd>
                <dt>Total</dt>
                <dd>{formatMoney(invoice.totalAmount)}</dd>
              </dl>
              <InvoiceRowActions invoice={invoice} handlers={handlers} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
