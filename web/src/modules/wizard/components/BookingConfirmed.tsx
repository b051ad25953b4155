import { formatDateLong } from '@detailing/schema/settings/format';
import { wizardTexts as t } from '@/modules/wizard/utils/wizardTexts';
import * as css from './wizard.css';

interface Props {
  reference: string;
  date: string;
  time: string;
}

/** After success (001 §2, §8): the reference, the date and time, and the promise of contact. */
export function BookingConfirmed({ reference, date, time }: Props) {
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
      <p className={css.muted}>{t.contactPromise}</p>
    </div>
  );
}
