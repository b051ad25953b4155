import { useRef } from 'react';
import { SaveSmsReminderSettingsMutation } from '@/modules/settings/graphql/SaveSmsReminderSettingsMutation';
import { fieldOutcome, useSettingsSave } from '@/modules/settings/hooks/useSettingsSave';
import type { SmsReminderInput } from '@/modules/settings/utils/smsReminderForm';
import { settingsToasts } from '@detailing/schema/settings/messages';
import { toast } from '@/ui/Toast/toast';

export type SmsReminderSaveOutcome = { outcome: 'saved' | 'unchanged' | 'conflict' | 'failed' } | { outcome: 'invalid'; errors: Record<string, string> };

/**
 * The reminder lead time's save, only when changed, on the version this editor stands on (the one
 * loaded, then each of its own saves; none when loading failed). A stale save goes to
 * `onConflict`; anything else refused gets the spec's 'Save failed' toast and, where the server
 * named the field, its message.
 */
export function useSaveSmsReminderSettings(loadedVersion: number | null, onConflict: () => void) {
  const { save: send, saving } = useSettingsSave(SaveSmsReminderSettingsMutation, settingsToasts.saveFailed);
  const standsOn = useRef(loadedVersion);

  async function save(changes: Partial<SmsReminderInput>): Promise<SmsReminderSaveOutcome> {
    if (Object.keys(changes).length === 0) return { outcome: 'unchanged' };
    const result = await send({ input: changes, expectedVersion: standsOn.current });
    if (result.outcome === 'conflict') onConflict();
    if (result.outcome !== 'saved') return fieldOutcome(result);
    standsOn.current = result.data.saveSmsReminderSettings.version;
    toast({ title: 'Reminder settings saved' });
    return { outcome: 'saved' };
  }

  return { save, saving };
}
