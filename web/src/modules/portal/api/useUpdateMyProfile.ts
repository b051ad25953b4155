import { useState } from 'react';
import { concurrencyMessages } from '@detailing/schema/concurrencyMessages';
import { toast } from '@/ui/Toast/toast';
import { portalToasts } from '@/modules/portal/utils/portalToasts';
import { PortalSessionQuery, UpdateMyProfileMutation } from './portalOperations';
import { PortalRequestError } from './PortalRequestError';
import { portalRequest } from './portalRequest';
import { portalStore } from './portalStore';
import type { ContactField, MyProfileChanges, PortalCustomer } from './portalTypes';

/** A new e-mail or mobile the save sent a code to: as the customer typed it, for the dialog to show. */
export interface AwaitingCode {
  field: ContactField;
  destination: string;
}

/** What became of a save; the person has been told already (toast), or is asked for a code. */
export type ProfileSaveResult =
  | { outcome: 'unchanged' }
  | { outcome: 'saved'; awaiting: AwaitingCode[] }
  | { outcome: 'conflict' }
  /** Refused: the server's words, for the form to show beside the fields. */
  | { outcome: 'failed'; message?: string };

/**
 * The profile's one save path (001 §6: name, e-mail, mobile and address; never the registration):
 * sends only the changed fields, on the version the form was filled from. The saved customer is
 * written into the session the store holds, so the header and the dialog show it. A new e-mail or
 * mobile is not saved but sent a code (issue 28): the answer lists it, and the dialog asks for the
 * code. Toasts are the spec's (001 §8).
 */
export function useUpdateMyProfile() {
  const [saving, setSaving] = useState(false);

  async function update(customer: Pick<PortalCustomer, 'version'>, changes: MyProfileChanges): Promise<ProfileSaveResult> {
    if (Object.keys(changes).length === 0) return { outcome: 'unchanged' };
    setSaving(true);
    try {
      const { updateMyProfile: answer } = await portalRequest(UpdateMyProfileMutation, { input: { ...changes, expectedVersion: customer.version } });
      const { pendingContactChanges, ...saved } = answer;
      // The answer is the whole customer the session shows (one fragment): it takes the old one's place.
      portalStore.update(PortalSessionQuery, (data) =>
        data.portalSession?.customer?.id === saved.id ? { portalSession: { ...data.portalSession, customer: saved } } : data,
      );
      const typed: Record<ContactField, string | undefined> = { EMAIL: changes.email ?? undefined, MOBILE: changes.mobile ?? undefined };
      const awaiting = pendingContactChanges.flatMap((p) => (typed[p.field] ? [{ field: p.field, destination: typed[p.field]! }] : []));
      if (changes.fullName !== undefined || changes.address !== undefined) toast(portalToasts.profileUpdated);
      return { outcome: 'saved', awaiting };
    } catch (error) {
      toast(portalToasts.profileUpdateFailed);
      if (!(error instanceof PortalRequestError)) return { outcome: 'failed' };
      const { serverMessage, code, status } = error;
      if (serverMessage === concurrencyMessages.changedElsewhere) return { outcome: 'conflict' };
      const refused = code === 'BAD_USER_INPUT' || code === 'RATE_LIMITED' || (status >= 400 && status < 500);
      return { outcome: 'failed', message: refused ? serverMessage : undefined };
    } finally {
      setSaving(false);
    }
  }

  return { update, saving };
}
