import { useRef } from 'react';
import { SavePublicBookingSettingsMutation } from '@/modules/settings/graphql/SavePublicBookingSettingsMutation';
import { fieldOutcome, useSettingsSave } from '@/modules/settings/hooks/useSettingsSave';
import { settingsToasts } from '@detailing/schema/settings/messages';
import { toast } from '@/ui/Toast/toast';

export type PublicBookingsSaveOutcome = { outcome: 'saved' | 'unchanged' | 'conflict' | 'failed' } | { outcome: 'invalid'; errors: Record<string, string> };

/**
 * The wizard's bound's save, on the version this editor stands on (the one loaded, then each of
 * its own saves; none when loading failed). A stale save goes to `onConflict`; anything else
 * refused gets the spec's 'Save failed' toast and, where the server named the field, its message.
 */
export function useSavePublicBookingSettings(loadedVersion: number | null, onConflict: () => void) {
  const { save: send, saving } = useSettingsSave(SavePublicBookingSettingsMutation, settingsToasts.saveFailed);
  const standsOn = useRef(loadedVersion);

  async function save(publicBookingsPerPerson: number | undefined): Promise<PublicBookingsSaveOutcome> {
    if (publicBookingsPerPerson === undefined) return { outcome: 'unchanged' };
    const result = await send({ input: { publicBookingsPerPerson }, expectedVersion: standsOn.current });
    if (result.outcome === 'conflict') onConflict();
    if (result.outcome !== 'saved') return fieldOutcome(result);
    standsOn.current = result.data.savePublicBookingSettings.version;
    toast({ title: 'Online booking settings saved' });
    return { outcome: 'saved' };
  }

  return { save, saving };
}
