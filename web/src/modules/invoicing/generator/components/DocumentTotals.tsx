import { formatCents } from '@detailing/schema/catalog/money';
import { invoiceLabels as l } from '@detailing/schema/invoicing/messages';
import { type PricedLine, subtotalCents } from '@/modules/invoicing/generator/utils/lineMoney';
import * as styles from './generator.css';

/** Subtotal, Tax $0.00 and Total (001 §9: tax is fixed at 0, so the total is the subtotal), in whole cents. */
export function DocumentTotals({ lines }: { lines: readonly PricedLine[] }) {
  const subtotal = subtotalCents(lines);
  return (
    <dl className={styles.totals} aria-label="Totals">
      <dt>{l.subtotal}</dt>
      <dd className={styles.totalsValue}>{formatCents(subtotal)}</dd>
      <dt>Tax</dt>
      <dd className={styles.totalsValue}>{formatCents(0)}</dd>
      <dt className={styles.grandTotal}>{l.total}</dt>
      <dd className={`${styles.totalsValue} ${styles.grandTotal}`}>{formatCents(subtotal)}</dd>
    </dl>
  );
}
