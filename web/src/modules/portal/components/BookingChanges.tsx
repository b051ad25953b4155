import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/ui/Button/Button';
import type { PortalBooking } from '@/modules/portal/api/portalTypes';
import { useChangeMyBooking } from '@/modules/portal/api/useChangeMyBooking';
import { usePortalHeader } from '@/modules/portal/api/usePortalHeader';
import { bookingChangeState, bookingChangeTexts as t, formatDeadline, telHref } from '@/modules/portal/utils/bookingChanges';
import { formatBookingWhen } from '@/modules/portal/utils/formatBookingWhen';
import * as styles from './bookingChanges.css';
import { ReschedulePicker } from './ReschedulePicker';

/** Focus on the element of this id once it is in the page (after the render that shows it). */
const focusById = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * In a booking's details (issue 31): 'Reschedule' (the wizard's days and times) and 'Cancel
 * booking' (asked first, in place) while the booking is pending or approved and before the
 * cutoff; after it, the business's phone to call. The server decides again, and its refusal is
 * shown here. After a change the list is read again, and focus goes to what the section says now.
 */
export function BookingChanges({ booking }: { booking: PortalBooking }) {
  const { businessPhone } = usePortalHeader();
  const changes = useChangeMyBooking();
  const [mode, setMode] = useState<'view' | 'pick' | 'confirmCancel'>('view');
  const [error, setError] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);
  /** What the last change did, said (and focused) where its buttons were. */
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const state = bookingChangeState(booking, Date.now());
  const ids = { heading: `changes-${booking.id}`, reschedule: `reschedule-${booking.id}`, cancel: `cancel-${booking.id}`, question: `cancel-question-${booking.id}` };

  // In the same commit as the buttons go: focus is never left on nothing, for the dialog to move.
  useLayoutEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  async function reschedule(date: string, time: string) {
    setError(null);
    const result = await changes.reschedule(booking.id, date, time);
    if (result.outcome === 'done') {
      setMode('view');
      setNotice(t.rescheduled(formatBookingWhen(date, time)).description);
      return;
    }
    setError(result.message);
    if (result.dayTaken) setRefresh((n) => n + 1);
  }

  async function cancel() {
    setError(null);
    const result = await changes.cancel(booking.id);
    setMode('view');
    if (result.outcome === 'done') setNotice(t.cancelled.description);
    else {
      setError(result.message);
      focusById(ids.cancel);
    }
  }

  const open = (next: 'pick' | 'confirmCancel') => {
    setNotice(null);
    setError(null);
    setMode(next);
  };
  const back = (to: string) => {
    setMode('view');
    setError(null);
    // Back where the customer left: on the button that opened the choice.
    focusById(to);
  };

  if (state.kind === 'none' && !notice && !error) return null;
  if (mode === 'pick' && state.kind === 'changeable') {
    return (
      <ReschedulePicker
        booking={booking}
        pending={changes.pending === 'reschedule'}
        error={error}
        refresh={refresh}
        onConfirm={(date, time) => void reschedule(date, time)}
        onBack={() => back(ids.reschedule)}
      />
    );
  }
  return (
    <section className={styles.section} aria-labelledby={ids.heading}>
      <h3 id={ids.heading} className={styles.heading}>
        {t.heading}
      </h3>
      {notice && (
        <p ref={noticeRef} tabIndex={-1} role="status" className={styles.text}>
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {state.kind === 'changeable' && mode === 'confirmCancel' && (
        <div role="group" aria-labelledby={ids.question} className={styles.confirm}>
          <p id={ids.question} className={styles.question}>
            {t.cancelTitle}
          </p>
          <p className={styles.text}>{t.cancelQuestion(formatBookingWhen(booking.date, booking.time))}</p>
          <div className={styles.actions}>
            {/* Focus starts on the safe answer. */}
            <Button variant="outline" autoFocus isDisabled={changes.pending === 'cancel'} onPress={() => back(ids.cancel)}>
              {t.keep}
            </Button>
            <Button variant="destructive" isPending={changes.pending === 'cancel'} onPress={() => void cancel()}>
              {t.cancel}
            </Button>
          </div>
        </div>
      )}
      {state.kind === 'changeable' && mode !== 'confirmCancel' && (
        <>
          <p className={styles.text}>{t.until(formatDeadline(state.until))}</p>
          <div className={styles.actions}>
            <Button id={ids.reschedule} variant="outline" onPress={() => open('pick')}>
              {t.reschedule}
            </Button>
            <Button id={ids.cancel} variant="destructive" onPress={() => open('confirmCancel')}>
              {t.cancel}
            </Button>
          </div>
        </>
      )}
      {state.kind === 'callUs' && (
        <>
          <p className={styles.text}>{t.callUs(businessPhone)}</p>
          {businessPhone && (
            <p className={styles.text}>
              <a className={styles.phone} href={telHref(businessPhone)}>
                {t.call(businessPhone)}
              </a>
            </p>
          )}
        </>
      )}
    </section>
  );
}
