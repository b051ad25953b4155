import { invoiceLabel } from '@/modules/invoicePreview/invoiceLabels';
import { formatDateLong } from '@/utils/formatDateLong';
import { formatMoney } from '@/utils/formatMoney';
import { QuoteConversion } from './QuoteConversion';
import { InvoiceRowActions } from './InvoiceRowActions';
import { InvoiceStatusSelect } from './InvoiceStatusSelect';
import type { InvoiceRowData, InvoiceRowHandlers } from './rowTypes';
import * as styles from './management.css';

/** The page of invoices as a table, on a wide screen. */
export function InvoiceTable({ invoices, handlers }: { invoices: readonly InvoiceRowData[]; handlers: InvoiceRowHandlers }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label="Invoices">
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Type</th>
            <th scope="col">Customer</th>
            <th scope="col">Date</th>
            <th scope="col" className={styles.money}>
              Total
            </th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row" className={styles.number}>
                {invoice.invoiceNumber}
                <QuoteConversion invoice={invoice} handlers={handlers} />
              </th>
              <td>{invoice.type.toUpperCase()}</td>
              <td>{invoice.customerName}</td>
              <td>{formatDateLong(invoice.invoiceDate)}</td>
              <td className={styles.money}>{formatMoney(invoice.totalAmount)}</td>
              <td>
                <InvoiceStatusSelect
                  label={`Status of ${invoiceLabel(invoice)}`}
                  status={invoice.status}
                  isPending={handlers.statusChanging.has(invoice.id)}
                  onChange={(status) => handlers.onStatusChange(invoice, status)}
                />
              </td>
              <td>
                <InvoiceRowActions invoice={invoice} handlers={handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
