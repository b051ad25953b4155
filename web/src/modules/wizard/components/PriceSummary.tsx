import { formatCents } from '@detailing/schema/catalog/money';
import type { PriceLine } from '@/modules/wizard/utils/priceSummary';
import { wizardTexts as t } from '@/modules/wizard/utils/wizardTexts';
import * as css from './wizard.css';

interface Props {
  title: string;
  lines: readonly PriceLine[];
  totalCents: number;
  /** Rows before the prices (vehicle, date and time on the last step). */
  details?: readonly { label: string; value: string }[];
}

/** The running price: each chosen service at the vehicle's price, and the total, to 2 decimals. */
export function PriceSummary({ title, lines, totalCents, details = [] }: Props) {
  return (
    <section className={css.summary} aria-label={title}>
      <h3 className={css.summaryTitle}>{title}</h3>
      <ul className={css.summaryList}>
        {details.map((row) => (
          <li key={row.label} className={css.summaryRow}>
            <span>{row.label}</span>
            <span>{row.value}</span>
          </li>
        ))}
        {lines.map((line) => (
          <li key={line.id} className={css.summaryRow}>
            <span>{line.name}</span>
            <span>{formatCents(line.cents)}</span>
          </li>
        ))}
      </ul>
      <p className={css.summaryTotal} aria-live="polite">
        <span>{t.total}</span>
        <span data-testid="wizard-total">{formatCents(totalCents)}</span>
      </p>
    </section>
  );
}
