import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import type { SmsSettingsInput } from '@/gql/graphql';
import { SaveSmsSettingsMutation } from '@/modules/settings/graphql/SaveSmsSettingsMutation';
import type { SmsSettingsFormErrors } from '@/modules/settings/utils/smsSettingsForm';
import { smsErrorToasts, smsToasts } from '@/modules/settings/utils/smsToasts';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { isConflict } from '@/utils/errorDetail';
import { serverFieldErrors } from '@/utils/serverFieldErrors';

export type SmsSaveOutcome = { outcome: 'saved' | 'conflict' | 'failed' } | { outcome: 'invalid'; errors: SmsSettingsFormErrors };

/** The SMS account's save, on the version this editor stands on; 'Save failed' with the server's words otherwise (001 §8). */
export function useSaveSmsSettings(loadedVersion: number | null, onConflict: () => void) {
  const [mutate, { loading }] = useMutation(SaveSmsSettingsMutation);
  const showError = useErrorToast();
  const standsOn = useRef(loadedVersion);

  async function save(input: SmsSettingsInput): Promise<SmsSaveOutcome> {
    try {
      const { data } = await mutate({ variables: { input, expectedVersion: standsOn.current } });
      if (data) standsOn.current = data.saveSmsSettings.version;
      toast(smsToasts.settingsSaved);
      return { outcome: 'saved' };
    } catch (error) {
      if (isConflict(error)) {
        onConflict();
        return { outcome: 'conflict' };
      }
      showError(error, smsErrorToasts.saveFailed);
      const errors = serverFieldErrors(error);
      return Object.keys(errors).length > 0 ? { outcome: 'invalid', errors } : { outcome: 'failed' };
    }
  }

  return { save, saving: loading };
}
