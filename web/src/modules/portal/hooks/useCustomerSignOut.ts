import { useState } from 'react';
import { toast } from '@/ui/Toast/toast';
import { signOutCustomer } from '@/modules/portal/api/signOutCustomer';
import { portalToasts } from '@/modules/portal/utils/portalToasts';

/**
 * Sign Out for the dashboard and /app: ends the session on the server, then `onSignedOut`. When the
 * server could not be reached it still holds the session: say so rather than pretend it ended.
 */
export function useCustomerSignOut(onSignedOut: () => void) {
  const [isSigningOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await signOutCustomer();
      onSignedOut();
    } catch {
      setSigningOut(false);
      toast(portalToasts.connectFailed);
    }
  }

  return { signOut, isSigningOut };
}
