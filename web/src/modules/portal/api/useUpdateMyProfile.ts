import { useMutation } from '@apollo/client/react';
import { concurrencyMessages } from '@detailing/schema/concurrencyMessages';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { errorDetail } from '@/utils/errorDetail';
import { portalToasts } from '@/modules/portal/utils/portalToasts';
import { UpdateMyProfileMutation } from './portalOperations';
import type { MyProfileChanges, PortalCustomer } from './portalTypes';

/** What became of a save; the person has been told already (toast). */
export type ProfileSaveResult =
  | { outcome: 'unchanged' }
  | { outcome: 'saved' }
  | { outcome: 'conflict' }
  /** Refused: the server's words, for the form to show beside the fields. */
  | { outcome: 'failed'; message?: string };

/**
 * The profile's one save path (001 §6: name, e-mail, mobile and address; never the registration):
 * sends only the changed fields, on the version the form was filled from. The answer lands in the
 * cache by id, so the header and the dialog show it. Toasts are the spec's (001 §8).
 */
export function useUpdateMyProfile() {
  const [mutate, { loading }] = useMutation(UpdateMyProfileMutation);
  const showError = useErrorToast();

  async function update(customer: Pick<PortalCustomer, 'version'>, changes: MyProfileChanges): Promise<ProfileSaveResult> {
    if (Object.keys(changes).length === 0) return { outcome: 'unchanged' };
    try {
      await mutate({ variables: { input: { ...changes, expectedVersion: customer.version } } });
      toast(portalToasts.profileUpdated);
      return { outcome: 'saved' };
    } catch (error) {
      showError(error, portalToasts.profileUpdateFailed);
      const { serverMessage, code, status } = errorDetail(error);
      // A stale version, not a refused value (an e-mail another customer holds is a 409 too).
      if (serverMessage === concurrencyMessages.changedElsewhere) return { outcome: 'conflict' };
      const refused = code === 'BAD_USER_INPUT' || code === 'CONFLICT' || (status !== undefined && status >= 400 && status < 500);
      return { outcome: 'failed', message: refused ? serverMessage : undefined };
    }
  }

  return { update, saving: loading };
}
