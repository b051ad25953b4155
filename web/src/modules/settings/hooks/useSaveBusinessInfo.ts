import { useRef } from 'react';
import type { BusinessInfoInput } from '@/gql/graphql';
import { SaveBusinessInfoMutation } from '@/modules/settings/graphql/SaveBusinessInfoMutation';
import { fieldOutcome, useSettingsSave } from '@/modules/settings/hooks/useSettingsSave';
import type { BusinessInfoFormErrors } from '@/modules/settings/utils/businessInfoForm';
import { businessInfoToasts } from '@/modules/settings/utils/businessInfoToasts';
import { rememberBusinessTimeZone } from '@/modules/settings/utils/businessToday';
import { settingsToasts } from '@detailing/schema/settings/messages';
import { toast } from '@/ui/Toast/toast';

export type BusinessInfoSaveOutcome = { outcome: 'saved' | 'unchanged' | 'conflict' | 'failed' } | { outcome: 'invalid'; errors: BusinessInfoFormErrors };

/**
 * Business Info's save: only the changed fields, on the version this editor stands on (the one
 * loaded, then each of its own saves; none when loading failed). A stale save goes to
 * `onConflict`; anything else refused gets the spec's toast and, where the server named fields,
 * their messages. A new time zone counts from now on for "today" everywhere in the app.
 */
export function useSaveBusinessInfo(loadedVersion: number | null, onConflict: () => void) {
  const { save: send, saving } = useSettingsSave(SaveBusinessInfoMutation, settingsToasts.businessSaveFailed);
  const standsOn = useRef(loadedVersion);

  async function save(changes: BusinessInfoInput): Promise<BusinessInfoSaveOutcome> {
    if (Object.keys(changes).length === 0) return { outcome: 'unchanged' };
    const result = await send({ input: changes, expectedVersion: standsOn.current });
    if (result.outcome === 'conflict') onConflict();
    if (result.outcome !== 'saved') return fieldOutcome(result);
    standsOn.current = result.data.saveBusinessInfo.version;
    rememberBusinessTimeZone(result.data.saveBusinessInfo.timeZone);
    toast(businessInfoToasts.saved);
    return { outcome: 'saved' };
  }

  return { save, saving };
}
