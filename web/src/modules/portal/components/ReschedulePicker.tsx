import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/ui/Button/Button';
import type { PortalBooking } from '@/modules/portal/api/portalTypes';
import { bookingChangeTexts as t, rescheduleChoices } from '@/modules/portal/utils/bookingChanges';
import { formatTime12h } from '@detailing/schema/settings/format';
import { type Availability, fetchAvailability } from '@/modules/wizard/api/fetchAvailability';
import { DateTimeStep } from '@/modules/wizard/components/DateTimeStep';
import * as styles from './bookingChanges.css';

interface Props {
  booking: Pick<PortalBooking, 'id' | 'date' | 'time'>;
  pending: boolean;
  /** The server's refusal of the last try, shown (and announced) above the buttons. */
  error: string | null;
  /** Bumped when the day was taken meanwhile: the free days are read again. */
  refresh: number;
  onConfirm(date: string, time: string): void;
  onBack(): void;
}

/**
 * The booking wizard's own day and time choice (its availability read and its step 3), for a
 * booking being moved: the free days, with the booking's own day, and the 18 slots; the booking's
 * current day and time chosen to begin with. Focus starts on the heading.
 */
export function ReschedulePicker({ booking, pending, error, refresh, onConfirm, onBack }: Props) {
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [date, setDate] = useState<string | null>(booking.date);
  const [time, setTime] = useState<string | null>(formatTime12h(booking.time));
  const [missing, setMissing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const controller = new AbortController();
    fetchAvailability(controller.signal).then(
      (fresh) => {
        setAvailability(fresh);
        setFailed(false);
      },
      () => controller.signal.aborted || setFailed(true),
    );
    return () => controller.abort();
  }, [attempt, refresh]);

  const choices = availability && rescheduleChoices(availability, booking);
  // A day or time no longer offered (taken meanwhile, or the booking's own outside the wizard's) is not chosen.
  const chosenDate = date && choices?.dates.includes(date) ? date : null;
  const chosenTime = time && choices?.times.includes(time) ? time : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosenDate || !chosenTime) return setMissing(true);
    onConfirm(chosenDate, chosenTime);
  }

  return (
    <form className={styles.section} aria-labelledby="reschedule-heading" noValidate onSubmit={submit}>
      <h3 id="reschedule-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {t.pickHeading}
      </h3>
      <div className={styles.picker}>
        <DateTimeStep
          availability={choices}
          failed={failed}
          onRetry={() => setAttempt((n) => n + 1)}
          date={chosenDate}
          time={chosenTime}
          onDate={(d) => (setDate(d), setMissing(false))}
          onTime={(s) => (setTime(s), setMissing(false))}
        />
      </div>
      {(error || missing) && (
        <p role="alert" className={styles.error}>
          {error ?? t.pickBoth}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="outline" onPress={onBack} isDisabled={pending}>
          {t.back}
        </Button>
        <Button type="submit" isPending={pending} isDisabled={!choices}>
          {t.confirmReschedule}
        </Button>
      </div>
    </form>
  );
}
