import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import type { SmsTemplateInput } from '@/gql/graphql';
import { SaveSmsTemplatesMutation } from '@/modules/settings/graphql/SaveSmsTemplatesMutation';
import { smsErrorToasts, smsToasts } from '@/modules/settings/utils/smsToasts';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { isConflict } from '@/utils/errorDetail';
import { type FieldErrors, serverFieldErrors } from '@/utils/serverFieldErrors';

export type SmsTemplatesSaveOutcome = { outcome: 'saved' | 'conflict' | 'failed' } | { outcome: 'invalid'; errors: FieldErrors };

/** The templates saved as one list (001 §2), on the list's version; 'Save failed' otherwise (001 §8). */
export function useSaveSmsTemplates(loadedVersion: number | null, onConflict: () => void) {
  const [mutate, { loading }] = useMutation(SaveSmsTemplatesMutation);
  const showError = useErrorToast();
  const standsOn = useRef(loadedVersion);

  async function save(templates: SmsTemplateInput[]): Promise<SmsTemplatesSaveOutcome> {
    try {
      const { data } = await mutate({ variables: { templates, expectedVersion: standsOn.current } });
      const version = data?.saveSmsTemplates[0]?.version;
      if (version !== undefined) standsOn.current = version;
      toast(smsToasts.templatesSaved);
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
