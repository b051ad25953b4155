import { useState } from 'react';
import { toast } from '@/ui/Toast/toast';
import { contactChangeTexts } from '@/modules/portal/utils/contactChangeTexts';
import { portalToasts } from '@/modules/portal/utils/portalToasts';
import { ConfirmMyContactChangeMutation, PortalSessionQuery, UpdateMyProfileMutation } from './portalOperations';
import { PortalRequestError } from './PortalRequestError';
import { portalRequest } from './portalRequest';
import { portalStore } from './portalStore';
import type { ContactField, PortalCustomer } from './portalTypes';

/** What became of a confirmation or a resend; refusals carry the server's words for the form. */
export type ContactCodeResult = { outcome: 'done' } | { outcome: 'failed'; message?: string };

/** The server's words when it refused what was sent (a wrong code, too many codes); else none. */
const refusalOf = (error: unknown): string | undefined =>
  error instanceof PortalRequestError && error.status < 500 && (error.code === 'BAD_USER_INPUT' || error.code === 'RATE_LIMITED') ? error.serverMessage : undefined;

/**
 * A new e-mail or mobile waiting for its code: `confirm` sends the code (the server changes the
 * field, and this browser stays signed in; the session the store holds takes the answer), `resend`
 * asks for a new code to the same destination (the one before stops working).
 */
export function useContactCode(field: ContactField, destination: string) {
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>): Promise<ContactCodeResult> {
    setBusy(true);
    try {
      await action();
      return { outcome: 'done' };
    } catch (error) {
      const message = refusalOf(error);
      if (!message) toast(portalToasts.profileUpdateFailed);
      return { outcome: 'failed', message };
    } finally {
      setBusy(false);
    }
  }

  const confirm = (code: string) =>
    run(async () => {
      const { confirmMyContactChange: saved } = await portalRequest(ConfirmMyContactChangeMutation, { input: { field, code } });
      putInSession(saved);
      toast(contactChangeTexts.confirmed(field, field === 'EMAIL' ? saved.email : saved.mobile));
    });

  const resend = () =>
    run(async () => {
      await portalRequest(UpdateMyProfileMutation, { input: field === 'EMAIL' ? { email: destination } : { mobile: destination } });
      toast(contactChangeTexts.resent(destination));
    });

  return { confirm, resend, busy };
}

function putInSession(saved: PortalCustomer) {
  portalStore.update(PortalSessionQuery, (data) =>
    data.portalSession?.customer?.id === saved.id ? { portalSession: { ...data.portalSession, customer: saved } } : data,
  );
}
