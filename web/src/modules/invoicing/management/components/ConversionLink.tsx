import { Button as AriaButton } from 'react-aria-components';
import { convertedToLabel, fromQuoteLabel } from '@/modules/invoicing/management/utils/conversionLabels';
import type { InvoiceRowData } from './rowTypes';
import * as styles from './management.css';

/** A quote's link to the invoice made from it, or an invoice's to its quote: opens that one's preview. */
export function ConversionLink({ invoice, onView }: { invoice: InvoiceRowData; onView(id: string): void }) {
  const target =
    invoice.convertedToInvoiceId && invoice.convertedToInvoiceNumber
      ? { id: invoice.convertedToInvoiceId, label: convertedToLabel(invoice.convertedToInvoiceNumber) }
      : invoice.convertedFromQuoteId && invoice.convertedFromQuoteNumber
        ? { id: invoice.convertedFromQuoteId, label: fromQuoteLabel(invoice.convertedFromQuoteNumber) }
        : null;
  if (!target) return null;
  return (
    <span className={styles.linkLine}>
      <AriaButton className={styles.link} onPress={() => onView(target.id)}>
        {target.label}
      </AriaButton>
    </span>
  );
}
