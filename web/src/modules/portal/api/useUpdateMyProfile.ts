import { useState } from 'react';
import { concurrencyMessages } from '@detailing/schema/concurrencyMessages';
import { toast } from '@/ui/Toast/toast';
import { portalToasts } from '@/modules/portal/utils/portalToasts';
import { PortalSessionQuery, UpdateMyProfileMutation } from './portalOperations';
import { PortalRequestError } from './PortalRequestError';
import { portalRequest } from './portalRequest';
import { portalStore } from './portalStore';
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
 * sends only the changed fields, on the version the form was filled from. The saved customer is
 * written into the session the store holds, so the header and the dialog show it. Toasts are the
 * spec's (001 §8).
 */
export function useUpdateMyProfile() {
  const [saving, setSaving] = useState(false);

  async function update(customer: Pick<PortalCustomer, 'version'>, changes: MyProfileChanges): Promise<ProfileSaveResult> {
    if (Object.keys(changes).length === 0) return { outcome: 'unchanged' };
    setSaving(true);
    try {
      const { updateMyProfile: saved } = await portalRequest(UpdateMyProfileMutation, { input: { ...changes, expectedVersion: customer.version } });
      // The answer is the whole customer the session shows (one fragment): it takes the old one's place.
      portalStore.update(PortalSessionQuery, (data) =>
        data.portalSession?.customer?.id === saved.id ? { portalSession: { ...data.portalSession, customer: saved } } : data,
      );
      toast(portalToasts.profileUpdated);
      return { outcome: 'saved' };
    } catch (error) {
      toast(portalToasts.profileUpdateFailed);
      if (!(error instanceof PortalRequestError)) return { outcome: 'failed' };
      const { serverMessage, code, status } = error;
      // A stale version, not a refused value (an e-mail another customer holds is a 409 too).
      if (serverMessage === concurrencyMessages.changedElsewhere) return { outcome: 'conflict' };
      const refused = code === 'BAD_USER_INPUT' || code === 'CONFLICT' || (status >= 400 && status < 500);
      return { outcome: 'failed', message: refused ? serverMessage : undefined };
    } finally {
      setSaving(false);
    }
  }

  return { update, saving };
}
