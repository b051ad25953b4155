import type { Availability } from '@/modules/wizard/api/fetchAvailability';
import { dateChoiceLabel } from '@/modules/wizard/utils/dateChoiceLabel';
import { wizardTexts as t } from '@/modules/wizard/utils/wizardTexts';
import * as css from './wizard.css';

interface Props {
  availability: Availability | null;
  /** The free days could not be read (and none were read before). */
  failed: boolean;
  onRetry: () => void;
  date: string | null;
  time: string | null;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
}

/** Step 3: the free days the server gives (business time zone) and its 18 slots. */
export function DateTimeStep({ availability, failed, onRetry, date, time, onDate, onTime }: Props) {
  if (!availability && failed) {
    return (
      <div role="alert">
        <p className={css.alert}>{t.loadFailed}</p>
        <button type="button" className={css.secondaryButton} onClick={onRetry}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (!availability) return <p className={css.muted}>{t.loading}</p>;
  return (
    <>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t.date}</legend>
        {availability.dates.length === 0 ? (
          <p className={css.muted}>{t.noDates}</p>
        ) : (
          <div className={css.slotGrid}>
            {availability.dates.map((day) => (
              <label key={day} className={css.choice}>
                <input type="radio" className={css.choiceInput} name="date" value={day} checked={date === day} onChange={() => onDate(day)} />
                <span className={css.choiceName}>{dateChoiceLabel(day)}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t.time}</legend>
        <div className={css.slotGrid}>
          {availability.times.map((slot) => (
            <label key={slot} className={css.choice}>
              <input type="radio" className={css.choiceInput} name="time" value={slot} checked={time === slot} onChange={() => onTime(slot)} />
              <span className={css.choiceName}>{slot}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
