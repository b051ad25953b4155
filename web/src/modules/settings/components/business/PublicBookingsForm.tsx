import { useState } from 'react';
import { defaultPublicBookingSettings, PUBLIC_BOOKINGS_PER_PERSON as range } from '@detailing/schema/settings/publicBookings';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { useSavePublicBookingSettings } from '@/modules/settings/hooks/useSavePublicBookingSettings';
import { checkPublicBookingsForm, type PublicBookingsFormValues, publicBookingsFormFrom } from '@/modules/settings/utils/publicBookingsForm';
import { Button } from '@/ui/Button/Button';
import { useFocusFirstInvalid } from '@/ui/hooks/useFocusFirstInvalid';
import { TextField } from '@/ui/TextField/TextField';
import { useEditForm } from '@/utils/useEditForm';
import * as styles from './business.css';

export const PublicBookingsForm_settings = graphql(`
  fragment PublicBookingsForm_settings on PublicBookingSettings {
    version
    publicBookingsPerPerson
  }
`);

export interface PublicBookingsFormProps {
  /** As stored now; null when it could not be read (the default is shown). */
  settings: FragmentType<typeof PublicBookingsForm_settings> | null;
  onConflict(): void;
}

/** The booking wizard's bound on each person's upcoming pending bookings: checked by the server's rule before sending. */
export function PublicBookingsForm({ onConflict, ...props }: PublicBookingsFormProps) {
  const settings = getFragmentData(PublicBookingsForm_settings, props.settings);
  const { form, set, changes, saved } = useEditForm<PublicBookingsFormValues>(() => publicBookingsFormFrom(settings ?? defaultPublicBookingSettings));
  const [error, setError] = useState<string | undefined>();
  const { save, saving } = useSavePublicBookingSettings(settings?.version ?? null, onConflict);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  async function submit() {
    const checked = checkPublicBookingsForm(form);
    if (!checked.ok) {
      setError(checked.errors.publicBookingsPerPerson);
      return focusFirstInvalid();
    }
    const result = await save('publicBookingsPerPerson' in changes ? checked.input.publicBookingsPerPerson : undefined);
    if (result.outcome === 'invalid') {
      setError(result.errors.publicBookingsPerPerson);
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
        How many upcoming bookings awaiting approval one person may make through the booking form. Each email, mobile number and vehicle
        registration counts on its own; bookings you enter are not limited.
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
          errorMessage={error}
          onChange={(v) => {
            set({ publicBookingsPerPerson: v });
            setError(undefined);
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
