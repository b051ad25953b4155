import { Button as AriaButton } from 'react-aria-components';
import { convertedToLabel, fromQuoteLabel } from '@/modules/invoicing/management/utils/conversionLabels';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import type { InvoiceRowData, InvoiceRowHandlers } from './rowTypes';
import * as styles from './management.css';

/**
 * Where a document stands in a quote's conversion: a quote not yet converted offers 'Convert to
 * invoice'; a converted quote links to its invoice and that invoice to its quote (each opens the
 * other's preview).
 */
export function QuoteConversion({ invoice, handlers }: { invoice: InvoiceRowData; handlers: InvoiceRowHandlers }) {
  if (invoice.type === 'quote' && !invoice.convertedToInvoiceId) {
    return (
      <span className={styles.linkLine}>
        <Button variant="secondary" size="sm" isPending={handlers.converting.has(invoice.id)} onPress={() => handlers.onConvert(invoice)}>
          <Icon name="filePlus" />
          Convert to invoice
        </Button>
      </span>
    );
  }
  const target =
    invoice.convertedToInvoiceId && invoice.convertedToInvoiceNumber
      ? { id: invoice.convertedToInvoiceId, label: convertedToLabel(invoice.convertedToInvoiceNumber) }
      : invoice.convertedFromQuoteId && invoice.convertedFromQuoteNumber
        ? { id: invoice.convertedFromQuoteId, label: fromQuoteLabel(invoice.convertedFromQuoteNumber) }
        : null;
  if (!target) return null;
  return (
    <span className={styles.linkLine}>
      <AriaButton className={styles.link} onPress={() => handlers.onView(target.id)}>
        {target.label}
      </AriaButton>
    </span>
  );
}
