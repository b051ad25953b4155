import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import type { BusinessInfoInput } from '@/gql/graphql';
import { SaveBusinessInfoMutation } from '@/modules/settings/graphql/SaveBusinessInfoMutation';
import type { BusinessInfoFormErrors } from '@/modules/settings/utils/businessInfoForm';
import { businessInfoErrorToasts, businessInfoToasts } from '@/modules/settings/utils/businessInfoToasts';
import { rememberBusinessTimeZone } from '@/modules/settings/utils/businessToday';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { isConflict } from '@/utils/errorDetail';
import { serverFieldErrors } from '@/utils/serverFieldErrors';

export type SettingsSaveOutcome = { outcome: 'saved' | 'unchanged' | 'conflict' | 'failed' } | { outcome: 'invalid'; errors: BusinessInfoFormErrors };

/**
 * Business Info's save: only the changed fields, on the version this editor stands on (the one
 * loaded, then each of its own saves; none when loading failed). A stale save goes to
 * `onConflict`; anything else refused gets the spec's toast and, where the server named fields,
 * their messages. A new time zone counts from now on for "today" everywhere in the app.
 */
export function useSaveBusinessInfo(loadedVersion: number | null, onConflict: () => void) {
  const [mutate, { loading }] = useMutation(SaveBusinessInfoMutation);
  const showError = useErrorToast();
  const standsOn = useRef(loadedVersion);

  async function save(changes: BusinessInfoInput): Promise<SettingsSaveOutcome> {
    if (Object.keys(changes).length === 0) return { outcome: 'unchanged' };
    try {
      const { data } = await mutate({ variables: { input: changes, expectedVersion: standsOn.current } });
      if (data) {
        standsOn.current = data.saveBusinessInfo.version;
        rememberBusinessTimeZone(data.saveBusinessInfo.timeZone);
      }
      toast(businessInfoToasts.saved);
      return { outcome: 'saved' };
    } catch (error) {
      if (isConflict(error)) {
        onConflict();
        return { outcome: 'conflict' };
      }
      showError(error, businessInfoErrorToasts.saveFailed);
      const errors = serverFieldErrors(error);
      return Object.keys(errors).length > 0 ? { outcome: 'invalid', errors } : { outcome: 'failed' };
    }
  }

  return { save, saving: loading };
}
