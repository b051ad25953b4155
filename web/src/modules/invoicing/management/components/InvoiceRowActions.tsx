import { invoiceLabel } from '@/modules/invoicing/preview/invoiceLabels';
import { linkButton } from '@/modules/invoicing/preview/InvoicePreviewDialog.css';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import type { InvoiceRowData, InvoiceRowHandlers } from './rowTypes';
import * as styles from './management.css';

/** View, Download PDF, Delete and, for a quote not yet converted, Convert to invoice. */
export function InvoiceRowActions({ invoice, handlers }: { invoice: InvoiceRowData; handlers: InvoiceRowHandlers }) {
  const canConvert = invoice.type === 'quote' && !invoice.convertedToInvoiceId;
  const name = invoiceLabel(invoice);
  return (
    <div className={styles.actions}>
      <Button variant="outline" size="sm" aria-label={`View ${name}`} onPress={() => handlers.onView(invoice.id)}>
        <Icon name="fileText" />
        View
      </Button>
      <a className={linkButton} href={invoice.pdfUrl} download aria-label={`Download PDF of ${name}`}>
        <Icon name="download" />
        PDF
      </a>
      {canConvert && (
        <Button variant="secondary" size="sm" isPending={handlers.converting.has(invoice.id)} onPress={() => handlers.onConvert(invoice)}>
          <Icon name="filePlus" />
          Convert to invoice
        </Button>
      )}
      <Button variant="destructive" size="sm" aria-label={`Delete ${name}`} onPress={() => handlers.onDelete(invoice)}>
        <Icon name="trash" />
        Delete
      </Button>
    </div>
  );
}
