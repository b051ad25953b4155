import { useState } from 'react';
import { defaultSmsReminderSettings, REMINDER_LEAD_HOURS as range } from '@detailing/schema/settings/smsReminders';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { useSaveSmsReminderSettings } from '@/modules/settings/hooks/useSaveSmsReminderSettings';
import { checkSmsReminderForm, type SmsReminderFormValues, smsReminderFormFrom } from '@/modules/settings/utils/smsReminderForm';
import { Button } from '@/ui/Button/Button';
import { useFocusFirstInvalid } from '@/ui/hooks/useFocusFirstInvalid';
import { TextField } from '@/ui/TextField/TextField';
import { useEditForm } from '@/utils/useEditForm';
import * as styles from './sms.css';

export const SmsReminderForm_settings = graphql(`
  fragment SmsReminderForm_settings on SmsReminderSettings {
    version
    reminderLeadHours
  }
`);

export interface SmsReminderFormProps {
  /** As stored now; null when it could not be read (the default is shown). */
  settings: FragmentType<typeof SmsReminderForm_settings> | null;
  onConflict(): void;
}

/** When the booking reminder text goes out: checked by the server's rule before sending. */
export function SmsReminderForm({ onConflict, ...props }: SmsReminderFormProps) {
  const settings = getFragmentData(SmsReminderForm_settings, props.settings);
  const { form, set, changes, saved } = useEditForm<SmsReminderFormValues>(() => smsReminderFormFrom(settings ?? defaultSmsReminderSettings));
  const [error, setError] = useState<string | undefined>();
  const { save, saving } = useSaveSmsReminderSettings(settings?.version ?? null, onConflict);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  async function submit() {
    const checked = checkSmsReminderForm(form);
    if (!checked.ok) {
      setError(checked.errors.reminderLeadHours);
      return focusFirstInvalid();
    }
    const result = await save('reminderLeadHours' in changes ? checked.input : {});
    if (result.outcome === 'invalid') {
      setError(result.errors.reminderLeadHours);
      focusFirstInvalid();
    }
    if (result.outcome === 'saved') saved(smsReminderFormFrom(checked.input));
  }

  return (
    <form
      ref={formRef}
      className={`${styles.card} ${styles.section}`}
      aria-labelledby="sms-reminders-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="sms-reminders-title" className={styles.heading}>
        Booking Reminders
      </h2>
      <p className={styles.intro}>
        The Booking reminder text goes out this many hours before each booking, in the business time zone. Reminders due between 9 pm and 8 am are
        sent at 8 am instead.
      </p>
      <div className={styles.fields}>
        <TextField
          label="Reminder lead time (hours)"
          name="reminderLeadHours"
          type="number"
          inputMode="numeric"
          numberBounds={{ min: range.min, max: range.max, step: 1 }}
          isRequired
          description={`From ${range.min} to ${range.max} hours.`}
          value={form.reminderLeadHours}
          errorMessage={error}
          onChange={(v) => {
            set({ reminderLeadHours: v });
            setError(undefined);
          }}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" isPending={saving}>
          Save Reminders
        </Button>
      </div>
    </form>
  );
}
