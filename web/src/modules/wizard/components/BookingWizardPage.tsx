import { useEffect, useReducer, useRef, useState } from 'react';
import { MODEL_YEAR_CHOICES } from '@detailing/schema/catalog/pricing';
import { type RecordedQuote, submitBooking } from '@/modules/wizard/api/submitBooking';
import { useParentHeight } from '@/modules/wizard/hooks/useParentHeight';
import { useWizardData } from '@/modules/wizard/hooks/useWizardData';
import { bookingRequest } from '@/modules/wizard/utils/bookingRequest';
import { dateChoiceLabel } from '@/modules/wizard/utils/dateChoiceLabel';
import { idempotencyKey } from '@/utils/idempotencyKey';
import { priceSummary } from '@/modules/wizard/utils/priceSummary';
import { validateContact } from '@/modules/wizard/utils/validateContact';
import { canContinue, type ContactErrors, type ContactDetails, initialWizardState, wizardReducer } from '@/modules/wizard/utils/wizardState';
import { wizardTexts as t } from '@/modules/wizard/utils/wizardTexts';
import { BookingConfirmed } from './BookingConfirmed';
import { ContactStep } from './ContactStep';
import { DateTimeStep } from './DateTimeStep';
import { PriceSummary } from './PriceSummary';
import { ServicesStep } from './ServicesStep';
import { VehicleStep } from './VehicleStep';
import * as css from './wizard.css';

const preselected = () => {
  const id = Number(new URLSearchParams(window.location.search).get('service'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The public booking wizard, /embed/booking (001 §2, issue 13): four steps, then the confirmation. */
export function BookingWizardPage() {
  const [state, dispatch] = useReducer(wizardReducer, null, () => initialWizardState(preselected()));
  const { services, availability, failed, availabilityFailed, retry, refreshAvailability } = useWizardData();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [dayTaken, setDayTaken] = useState<string | null>(null);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [confirmed, setConfirmed] = useState<{ id: string; date: string; time: string; quote: RecordedQuote | null } | null>(null);
  /** One key per confirmed form: the same body again (a retry) reuses it, any change makes a new one. */
  const sent = useRef<{ body: string; key: string } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useParentHeight(root);

  useEffect(() => {
    if (services) dispatch({ type: 'servicesLoaded', ids: services.map((s) => s.id) });
  }, [services]);
  useEffect(() => {
    if (availability) dispatch({ type: 'availabilityChanged', dates: availability.dates });
  }, [availability]);
  // Each arrival on the calendar shows the days as they are now.
  useEffect(() => {
    if (state.step === 3) void refreshAvailability();
  }, [state.step, refreshAvailability]);
  // A new step (or the confirmation) takes focus to its title: keyboard and screen reader users start there.
  useEffect(() => {
    if (firstRender.current) return void (firstRender.current = false);
    root.current?.querySelector<HTMLElement>('[data-step-title]')?.focus();
  }, [state.step, confirmed]);

  const summary = priceSummary(services ?? [], state.serviceIds, state.vehicleType, state.modelYear);
  const modelYearLabel = MODEL_YEAR_CHOICES.find((c) => c.value === state.modelYear)?.label ?? '';

  async function confirm() {
    const contactErrors = validateContact(state.contact);
    setErrors(contactErrors);
    if (Object.keys(contactErrors).length > 0) return focusFirstInvalid();
    const body = bookingRequest(state);
    if (!body || submitting) return;
    const json = JSON.stringify(body);
    if (sent.current?.body !== json) sent.current = { body: json, key: idempotencyKey() };
    setSubmitting(true);
    setFailure(null);
    const outcome = await submitBooking(body, sent.current.key);
    setSubmitting(false);
    switch (outcome.kind) {
      case 'created':
        return setConfirmed({ id: outcome.id, date: body.date, time: body.time, quote: outcome.quote });
      case 'dayTaken':
        setDayTaken(outcome.message);
        dispatch({ type: 'dayTaken' });
        return void refreshAvailability();
      case 'refused': {
        const fieldErrors: ContactErrors = {};
        for (const error of outcome.errors) {
          const field = error.path.split('.')[0] as keyof ContactDetails;
          if (field in state.contact && !fieldErrors[field]) fieldErrors[field] = error.message;
        }
        setErrors(fieldErrors);
        setFailure(outcome.message && Object.keys(fieldErrors).length === 0 ? outcome.message : t.failedText);
        return focusFirstInvalid();
      }
      case 'failed':
        return setFailure(t.failedText);
    }
  }

  function focusFirstInvalid() {
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (state.step === 4) return void confirm();
    if (canContinue(state)) {
      setDayTaken(null);
      dispatch({ type: 'next' });
    }
  }

  const ready = services !== null;
  const continueEnabled = state.step === 4 ? canContinue(state) && !submitting : canContinue(state);

  return (
    <main className={css.wizard} ref={root}>
      <header className={css.header}>
        <h1 className={css.title}>{t.title}</h1>
        {!confirmed && (
          <>
            <p className={css.stepOf}>{t.stepOf(state.step)}</p>
            <ol className={css.progress} aria-hidden="true">
              {[1, 2, 3, 4].map((n) => (
                <li key={n} className={css.progressItem} data-done={n <= state.step ? '' : undefined} />
              ))}
            </ol>
          </>
        )}
      </header>
      <div className={css.card}>
        {confirmed ? (
          <BookingConfirmed reference={confirmed.id} date={confirmed.date} time={confirmed.time} quote={confirmed.quote} />
        ) : failed ? (
          <div role="alert">
            <p className={css.alert}>{t.loadFailed}</p>
            <button type="button" className={css.secondaryButton} onClick={retry}>
              {t.retry}
            </button>
          </div>
        ) : !ready ? (
          <p className={css.muted}>{t.loading}</p>
        ) : (
          <form noValidate onSubmit={onSubmit} aria-labelledby="wizard-step-title">
            <h2 id="wizard-step-title" className={css.stepTitle} tabIndex={-1} data-step-title>
              {t.steps[state.step]}
            </h2>
            {state.step === 3 && dayTaken && (
              <p className={css.alert} role="alert">
                {dayTaken}
              </p>
            )}
            {state.step === 4 && failure && (
              <div className={css.alert} role="alert">
                <p className={css.alertTitle}>{t.failedTitle}</p>
                <p>{failure}</p>
              </div>
            )}
            {state.step === 1 && <ServicesStep services={services} chosen={state.serviceIds} onToggle={(id) => dispatch({ type: 'toggleService', id })} />}
            {state.step === 2 && (
              <>
                <VehicleStep
                  vehicleType={state.vehicleType}
                  modelYear={state.modelYear}
                  onVehicleType={(vehicleType) => dispatch({ type: 'setVehicleType', vehicleType })}
                  onModelYear={(modelYear) => dispatch({ type: 'setModelYear', modelYear })}
                />
                <PriceSummary title={t.priceSummary} lines={summary.lines} totalCents={summary.totalCents} />
              </>
            )}
            {state.step === 3 && (
              <DateTimeStep
                availability={availability}
                failed={availabilityFailed}
                onRetry={() => void refreshAvailability()}
                date={state.date}
                time={state.time}
                onDate={(date) => dispatch({ type: 'setDate', date })}
                onTime={(time) => dispatch({ type: 'setTime', time })}
              />
            )}
            {state.step === 4 && (
              <>
                <ContactStep
                  contact={state.contact}
                  errors={errors}
                  termsAccepted={state.termsAccepted}
                  onContact={(field, value) => dispatch({ type: 'setContact', field, value })}
                  onTerms={(accepted) => dispatch({ type: 'setTerms', accepted })}
                />
                <PriceSummary
                  title={t.bookingSummary}
                  lines={summary.lines}
                  totalCents={summary.totalCents}
                  details={[
                    { label: t.vehicle, value: `${state.vehicleType ?? ''}, ${modelYearLabel}` },
                    { label: t.when, value: state.date && state.time ? `${dateChoiceLabel(state.date)}, ${state.time}` : '' },
                  ]}
                />
              </>
            )}
            <div className={css.actions}>
              {state.step > 1 && (
                <button type="button" className={css.secondaryButton} onClick={() => dispatch({ type: 'back' })}>
                  {t.back}
                </button>
              )}
              <button type="submit" className={css.primaryButton} disabled={!continueEnabled} aria-busy={submitting || undefined}>
                {state.step === 4 ? (submitting ? t.submitting : t.confirm) : t.continue}
              </button>
            </div>
          </form>
        )}
      </div>
    </main>
  );
}
