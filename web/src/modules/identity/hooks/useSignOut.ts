import { useState } from 'react';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { sessionToasts } from '@/modules/identity/utils/sessionToasts';
import { useSession } from './useSession';

/** Signs out and reports the outcome with the spec's toasts (000 §8). */
export function useSignOut() {
  const { logout } = useSession();
  const [isPending, setPending] = useState(false);
  const showError = useErrorToast();

  async function signOut(): Promise<void> {
    setPending(true);
    try {
      await logout();
      toast(sessionToasts.loggedOut);
    } catch (error) {
      console.error('Logout failed', error);
      showError(error, sessionToasts.logoutFailed);
    } finally {
      setPending(false);
    }
  }

  return { signOut, isPending };
}
