import { useRef } from 'react';
import type { SmsTemplateInput } from '@/gql/graphql';
import { SaveSmsTemplatesMutation } from '@/modules/settings/graphql/SaveSmsTemplatesMutation';
import { fieldOutcome, useSettingsSave } from '@/modules/settings/hooks/useSettingsSave';
import { smsToasts } from '@/modules/settings/utils/smsToasts';
import { settingsToasts } from '@detailing/schema/settings/messages';
import { toast } from '@/ui/Toast/toast';
import type { FieldErrors } from '@/utils/serverFieldErrors';

export type SmsTemplatesSaveOutcome = { outcome: 'saved' | 'conflict' | 'failed' } | { outcome: 'invalid'; errors: FieldErrors };

/** The templates saved as one list (001 §2), on the list's version; 'Save failed' otherwise (001 §8). */
export function useSaveSmsTemplates(loadedVersion: number | null, onConflict: () => void) {
  const { save: send, saving } = useSettingsSave(SaveSmsTemplatesMutation, settingsToasts.saveFailed);
  const standsOn = useRef(loadedVersion);

  async function save(templates: SmsTemplateInput[]): Promise<SmsTemplatesSaveOutcome> {
    const result = await send({ templates, expectedVersion: standsOn.current });
    if (result.outcome === 'conflict') onConflict();
    if (result.outcome !== 'saved') return fieldOutcome(result);
    const version = result.data.saveSmsTemplates[0]?.version;
    if (version !== undefined) standsOn.current = version;
    toast(smsToasts.templatesSaved);
    return { outcome: 'saved' };
  }

  return { save, saving };
}
