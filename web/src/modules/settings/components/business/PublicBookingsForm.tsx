import { useState } from 'react';
import { defaultPublicBookingSettings, PUBLIC_BOOKINGS_PER_PERSON as range, SELF_SERVICE_CUTOFF_HOURS as cutoff } from '@detailing/schema/settings/publicBookings';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { useSavePublicBookingSettings } from '@/modules/settings/hooks/useSavePublicBookingSettings';
import { checkPublicBookingsForm, type PublicBookingsFormValues, publicBookingsFormFrom, type PublicBookingsInput } from '@/modules/settings/utils/publicBookingsForm';
import { Button } from '@/ui/Button/Button';
import { useFocusFirstInvalid } from '@/ui/hooks/useFocusFirstInvalid';
import { TextField } from '@/ui/TextField/TextField';
import { useEditForm } from '@/utils/useEditForm';
import * as styles from './business.css';

export const PublicBookingsForm_settings = graphql(`
  fragment PublicBookingsForm_settings on PublicBookingSettings {
    version
    publicBookingsPerPerson
    selfServiceCutoffHours
  }
`);

export interface PublicBookingsFormProps {
  /** As stored now; null when it could not be read (the default is shown). */
  settings: FragmentType<typeof PublicBookingsForm_settings> | null;
  onConflict(): void;
}

/**
 * The booking wizard's bound on each person's upcoming pending bookings, and until how many hours
 * before the start customers may change or cancel their own bookings: checked by the server's
 * rules before sending, and only the fields changed are sent.
 */
export function PublicBookingsForm({ onConflict, ...props }: PublicBookingsFormProps) {
  const settings = getFragmentData(PublicBookingsForm_settings, props.settings);
  const { form, set, changes, saved } = useEditForm<PublicBookingsFormValues>(() => publicBookingsFormFrom(settings ?? defaultPublicBookingSettings));
  const [errors, setErrors] = useState<Partial<Record<keyof PublicBookingsInput, string>>>({});
  const { save, saving } = useSavePublicBookingSettings(settings?.version ?? null, onConflict);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  async function submit() {
    const checked = checkPublicBookingsForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid();
    }
    const changed: Partial<PublicBookingsInput> = {};
    for (const field of ['publicBookingsPerPerson', 'selfServiceCutoffHours'] as const) if (field in changes) changed[field] = checked.input[field];
    const result = await save(changed);
    if (result.outcome === 'invalid') {
      setErrors(result.errors);
      focusFirstInvalid();
    }
    if (result.outcome === 'saved') saved(publicBookingsFormFrom(checked.input));
  }

  return (
    <form
      ref={formRef}
      className={`${styles.card} ${styles.form}`}
      aria-labelledby="public-bookings-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="public-bookings-title" className={styles.heading}>
        Online Bookings
      </h2>
      <p className={styles.intro}>
        How many upcoming bookings awaiting approval one person may make through the booking form (each email, mobile number and vehicle
        registration counts on its own; bookings you enter are not limited), and how long before the start customers may still change
        their own bookings.
      </p>
      <div className={styles.fields}>
        <TextField
          label="Bookings per person"
          name="publicBookingsPerPerson"
          type="number"
          inputMode="numeric"
          numberBounds={{ min: range.min, max: range.max, step: 1 }}
          isRequired
          description={`From ${range.min} to ${range.max}. Approving, cancelling or deleting a booking frees its place.`}
          value={form.publicBookingsPerPerson}
          errorMessage={errors.publicBookingsPerPerson}
          onChange={(v) => {
            set({ publicBookingsPerPerson: v });
            setErrors((e) => ({ ...e, publicBookingsPerPerson: undefined }));
          }}
        />
        <TextField
          label="Online changes cutoff (hours before the start)"
          name="selfServiceCutoffHours"
          type="number"
          inputMode="numeric"
          numberBounds={{ min: cutoff.min, max: cutoff.max, step: 1 }}
          isRequired
          description={`From ${cutoff.min} to ${cutoff.max}. Until then customers may reschedule or cancel a pending or approved booking in the customer portal; after it they are asked to call you.`}
          value={form.selfServiceCutoffHours}
          errorMessage={errors.selfServiceCutoffHours}
          onChange={(v) => {
            set({ selfServiceCutoffHours: v });
            setErrors((e) => ({ ...e, selfServiceCutoffHours: undefined }));
          }}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" isPending={saving}>
          Save Online Bookings
        </Button>
      </div>
    </form>
  );
}
