import type { ComponentType } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { Badge } from '@/ui/Badge/Badge';
import { Button } from '@/ui/Button/Button';
import { actions } from '@/ui/Dialog/Dialog.css';
import { Dialog } from '@/ui/Dialog/Dialog';
import { WideModal } from '@/ui/Dialog/WideModal';
import { Icon } from '@/ui/Icon/Icon';
import { formatDateLong } from '@/utils/formatDateLong';
import { formatMoney } from '@/utils/formatMoney';
import type { InvoiceDocument } from './invoiceDocument';
import { invoiceLabel } from './invoiceLabels';
import * as styles from './InvoicePreviewDialog.css';

interface Props {
  /** The invoice shown; the dialog is open while there is one. */
  invoice: InvoiceDocument | null;
  logoUrl?: string | null;
  onClose(): void;
  /** The surface it opens in (/app's is dark); the kit's wide modal by default. */
  modal?: ComponentType<ModalOverlayProps>;
}

const lines = (...parts: (string | null | undefined)[]) => parts.filter((p): p is string => Boolean(p && p.trim()));

/**
 * The invoice preview (001 "Invoice preview dialog"): logo, From and To, the items, subtotal, date
 * and type; a paid one says 'Paid in full' with amount due $0.00. Close and Download PDF. The
 * admin screens and the customer portal both show it, so it lives outside the admin's invoicing
 * area: a portal page fetches no admin code.
 */
export function InvoicePreviewDialog({ invoice, logoUrl, onClose, modal: Surface = WideModal }: Props) {
  return (
    <Surface isOpen={invoice !== null} onOpenChange={(open) => !open && onClose()}>
      {invoice && (
        <Dialog title={invoiceLabel(invoice)}>
          {({ close }) => {
            const isPaid = invoice.status === 'paid';
            return (
              <div className={styles.stack}>
                <div className={styles.top}>
                  {logoUrl ? <img className={styles.logo} src={logoUrl} alt={`${invoice.businessName} logo`} /> : <span />}
                  <div>
                    <p className={styles.docType}>{invoice.type.toUpperCase()}</p>
                    {isPaid && <Badge tone="green">Paid in full</Badge>}
                  </div>
                </div>
                <div className={styles.parties}>
                  <section aria-label="From">
                    <h3 className={styles.partyTitle}>From</h3>
                    <address className={styles.party}>
                      {lines(invoice.businessName, invoice.businessAddress, invoice.businessPhone, invoice.businessEmail).map((line, i) => (
                        <div key={i}>{line}</div>
                      ))}
                      {invoice.businessAbn && <div>ABN {invoice.businessAbn}</div>}
                    </address>
                  </section>
                  <section aria-label="To">
                    <h3 className={styles.partyTitle}>To</h3>
                    <address className={styles.party}>
                      {lines(invoice.customerName, invoice.customerAddress, invoice.customerPhone, invoice.customerEmail).map((line, i) => (
                        <div key={i}>{line}</div>
                      ))}
                      {invoice.vehicleRego && <div>Vehicle: {invoice.vehicleRego}</div>}
                    </address>
                  </section>
                </div>
                <div className={styles.tableWrap}>
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">Service</th>
                        <th scope="col" className="num">
                          Qty
                        </th>
                        <th scope="col" className="num">
                          Price
                        </th>
                        <th scope="col" className="num">
                          Amount
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {invoice.items.map((item, index) => (
                        <tr key={index}>
                          <td>
                            <span>{item.name || item.description}</span>
                            {item.name && item.description && item.description !== item.name && (
                              <div className={styles.muted}>{item.description}</div>
                            )}
                          </td>
                          <td className="num">{item.quantity}</td>
                          <td className="num">{formatMoney(item.price)}</td>
                          <td className="num">{formatMoney(item.total)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <dl className={styles.totals}>
                  <dt>Invoice Date</dt>
                  <dd>{formatDateLong(invoice.invoiceDate)}</dd>
                  <dt>Type</dt>
                  <dd>{invoice.type.toUpperCase()}</dd>
                  <dt>Subtotal</dt>
                  <dd>{formatMoney(invoice.subtotal)}</dd>
                  <dt className={styles.strong}>Total</dt>
                  <dd className={styles.strong}>{formatMoney(invoice.totalAmount)}</dd>
                  {isPaid && (
                    <>
                      <dt>Amount Paid</dt>
                      <dd>{formatMoney(invoice.amountPaid)}</dd>
                      <dt>Amount Due</dt>
                      <dd>{formatMoney(0)}</dd>
                    </>
                  )}
                </dl>
                <div className={actions}>
                  <Button variant="outline" onPress={close}>
                    Close
                  </Button>
                  <a className={styles.linkButton} href={invoice.pdfUrl} download>
                    <Icon name="download" />
                    Download PDF
                  </a>
                </div>
              </div>
            );
          }}
        </Dialog>
      )}
    </Surface>
  );
}
