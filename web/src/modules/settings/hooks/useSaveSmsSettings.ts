import { useRef } from 'react';
import type { SmsSettingsInput } from '@/gql/graphql';
import { SaveSmsSettingsMutation } from '@/modules/settings/graphql/SaveSmsSettingsMutation';
import { fieldOutcome, useSettingsSave } from '@/modules/settings/hooks/useSettingsSave';
import { smsToasts } from '@/modules/settings/utils/smsToasts';
import { settingsToasts } from '@detailing/schema/settings/messages';
import { toast } from '@/ui/Toast/toast';
import type { FieldErrors } from '@/utils/serverFieldErrors';

export type SmsSaveOutcome = { outcome: 'saved' | 'conflict' | 'failed' } | { outcome: 'invalid'; errors: FieldErrors };

/** The SMS account's save, on the version this editor stands on (the one loaded, then each of its own saves); 'Save failed' otherwise (001 §8). */
export function useSaveSmsSettings(loadedVersion: number | null, onConflict: () => void) {
  const { save: send, saving } = useSettingsSave(SaveSmsSettingsMutation, settingsToasts.saveFailed);
  const standsOn = useRef(loadedVersion);

  async function save(input: SmsSettingsInput): Promise<SmsSaveOutcome> {
    const result = await send({ input, expectedVersion: standsOn.current });
    if (result.outcome === 'conflict') onConflict();
    if (result.outcome !== 'saved') return fieldOutcome(result);
    standsOn.current = result.data.saveSmsSettings.version;
    toast(smsToasts.settingsSaved);
    return { outcome: 'saved' };
  }

  return { save, saving };
}
