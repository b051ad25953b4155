import { Link } from 'react-aria-components';
import { invoiceLabel } from '@/modules/invoicePreview/invoiceLabels';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { Tooltip } from '@/ui/Tooltip/Tooltip';
import type { InvoiceRowData, InvoiceRowHandlers } from './rowTypes';
import * as styles from './management.css';

/** View, and as icons (named for the row, with a tooltip) Download PDF and Delete: a row stays one line. */
export function InvoiceRowActions({ invoice, handlers }: { invoice: InvoiceRowData; handlers: InvoiceRowHandlers }) {
  const name = invoiceLabel(invoice);
  return (
    <div className={styles.actions}>
      <Button variant="outline" size="sm" aria-label={`View ${name}`} onPress={() => handlers.onView(invoice.id)}>
        <Icon name="fileText" />
        View
      </Button>
      <Tooltip label="Download PDF">
        <Link className={styles.iconLink} href={invoice.pdfUrl} download aria-label={`Download PDF of ${name}`}>
          <Icon name="download" />
        </Link>
      </Tooltip>
      <Tooltip label="Delete">
        <Button variant="ghost" size="icon" className={styles.deleteIcon} aria-label={`Delete ${name}`} onPress={() => handlers.onDelete(invoice)}>
          <Icon name="trash" />
        </Button>
      </Tooltip>
    </div>
  );
}
