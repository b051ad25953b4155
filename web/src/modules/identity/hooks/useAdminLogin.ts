import { useState } from 'react';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import type { LoginCredentials } from '@/modules/identity/utils/loginRequest';
import { sessionToasts } from '@/modules/identity/utils/sessionToasts';
import { useSession } from './useSession';

/** Signs in and reports the outcome with the spec's toasts; answers whether it succeeded. */
export function useAdminLogin() {
  const { login } = useSession();
  const [isPending, setPending] = useState(false);
  const showError = useErrorToast();

  async function submit(credentials: LoginCredentials): Promise<boolean> {
    setPending(true);
    try {
      await login(credentials);
      toast(sessionToasts.loginSucceeded);
      return true;
    } catch (error) {
      showError(error, sessionToasts.loginFailed);
      return false;
    } finally {
      setPending(false);
    }
  }

  return { submit, isPending };
}
