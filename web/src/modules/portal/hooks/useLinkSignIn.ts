import { useEffect, useState } from 'react';
import { signInWithLink } from '@/modules/portal/api/customerSignIn';
import { fetchPortalMe } from '@/modules/portal/api/fetchPortalMe';
import { loginFailureToast } from '@/modules/portal/utils/loginFailureToast';
import { takeLinkToken } from '@/modules/portal/utils/linkToken';
import { goTo, portalPaths } from '@/modules/portal/utils/portalNavigation';
import { toastAfterNavigation } from '@/modules/portal/utils/pendingToast';
import { portalToasts } from '@/modules/portal/utils/portalToasts';

export type LinkSignIn = { state: 'none' } | { state: 'redeeming' } | { state: 'failed'; message: string };

let redeeming: Promise<unknown> | undefined;

/**
 * The login page's arrival: with a texted link (`?token=`) it redeems the link (once, whatever
 * renders twice) and goes to the dashboard, or answers the server's message for the page to show
 * above the form; without one, a customer who is signed in already goes straight to the dashboard.
 */
export function useLinkSignIn(): LinkSignIn {
  const [token] = useState(takeLinkToken);
  const [result, setResult] = useState<LinkSignIn>(token ? { state: 'redeeming' } : { state: 'none' });

  useEffect(() => {
    let active = true;
    if (token) {
      redeeming ??= signInWithLink(token);
      redeeming.then(
        () => {
          toastAfterNavigation(portalToasts.loginSucceeded);
          goTo(portalPaths.dashboard);
        },
        (error: unknown) => {
          if (active) setResult({ state: 'failed', message: loginFailureToast(error).description ?? portalToasts.invalidCredentials });
        },
      );
    } else {
      fetchPortalMe().then(
        (me) => {
          if (active && me?.customer) goTo(portalPaths.dashboard);
        },
        () => {
          // No answer: the form is there to try with.
        },
      );
    }
    return () => {
      active = false;
    };
  }, [token]);

  return result;
}
