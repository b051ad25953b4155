import { formatDateLong } from '@detailing/schema/settings/format';
import type { RecordedQuote } from '@/modules/wizard/api/submitBooking';
import { wizardTexts as t } from '@/modules/wizard/utils/wizardTexts';
import { PriceSummary } from './PriceSummary';
import * as css from './wizard.css';

interface Props {
  reference: string;
  date: string;
  time: string;
  /** The price the server recorded with the booking: what the business will bill. */
  quote: RecordedQuote | null;
}

/** After success (001 §2, §8): the reference, the date and time, the price recorded, and the promise of contact. */
export function BookingConfirmed({ reference, date, time, quote }: Props) {
  return (
    <div className={css.confirmed} role="status">
      <h2 className={css.stepTitle} tabIndex={-1} data-step-title>
        {t.confirmedTitle}
      </h2>
      <p>{t.confirmedText}</p>
      <p>
        {t.reference}: <span className={css.reference}>{reference}</span>
      </p>
      <p>
        {formatDateLong(date)}, {time}
      </p>
      {quote && <PriceSummary title={t.quotedPrice} lines={quote.lines} totalCents={quote.totalCents} />}
      <p className={css.muted}>{t.contactPromise}</p>
    </div>
  );
}
