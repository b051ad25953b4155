import { useRef } from 'react';
import { SavePublicBookingSettingsMutation } from '@/modules/settings/graphql/SavePublicBookingSettingsMutation';
import { fieldOutcome, useSettingsSave } from '@/modules/settings/hooks/useSettingsSave';
import type { PublicBookingsInput } from '@/modules/settings/utils/publicBookingsForm';
import { settingsToasts } from '@detailing/schema/settings/messages';
import { toast } from '@/ui/Toast/toast';

export type PublicBookingsSaveOutcome = { outcome: 'saved' | 'unchanged' | 'conflict' | 'failed' } | { outcome: 'invalid'; errors: Record<string, string> };

/**
 * The online booking settings' save (the wizard's bound, the self-service cutoff), only the fields
 * changed, on the version this editor stands on (the one loaded, then each of its own saves; none
 * when loading failed). A stale save goes to `onConflict`; anything else refused gets the spec's
 * 'Save failed' toast and, where the server named the field, its message.
 */
export function useSavePublicBookingSettings(loadedVersion: number | null, onConflict: () => void) {
  const { save: send, saving } = useSettingsSave(SavePublicBookingSettingsMutation, settingsToasts.saveFailed);
  const standsOn = useRef(loadedVersion);

  async function save(changes: Partial<PublicBookingsInput>): Promise<PublicBookingsSaveOutcome> {
    if (Object.keys(changes).length === 0) return { outcome: 'unchanged' };
    const result = await send({ input: changes, expectedVersion: standsOn.current });
    if (result.outcome === 'conflict') onConflict();
    if (result.outcome !== 'saved') return fieldOutcome(result);
    standsOn.current = result.data.savePublicBookingSettings.version;
    toast({ title: 'Online booking settings saved' });
    return { outcome: 'saved' };
  }

  return { save, saving };
}
