import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/ui/Button/Button';
import { CenteredPage } from '@/ui/CenteredPage/CenteredPage';
import { LoadingScreen } from '@/ui/LoadingScreen/LoadingScreen';
import { fetchPortalMe } from '@/modules/portal/api/fetchPortalMe';
import { goTo, portalPaths } from '@/modules/portal/utils/portalNavigation';
import { portalToasts } from '@/modules/portal/utils/portalToasts';

// The dashboard and its GraphQL client load only once the session is known: a visitor without
// one is sent to the login page having downloaded neither.
const CustomerDashboard = lazy(() => import('./CustomerDashboard').then((m) => ({ default: m.CustomerDashboard })));

const toLogin = () => goTo(portalPaths.login);

/** /customer/dashboard (001 §2): the dashboard for a signed-in customer; anyone else goes to /customer/login. */
export function CustomerDashboardPage() {
  const [state, setState] = useState<'checking' | 'signedIn' | 'unreachable'>('checking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    fetchPortalMe().then(
      (me) => {
        if (!active) return;
        if (me?.customer) setState('signedIn');
        else toLogin();
      },
      () => active && setState('unreachable'),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  if (state === 'checking') return <LoadingScreen />;
  if (state === 'unreachable') {
    return (
      <CenteredPage title={portalToasts.connectFailed.title}>
        <p role="alert">{portalToasts.connectFailed.description}</p>
        <Button
          variant="outline"
          onPress={() => {
            setState('checking');
            setAttempt((n) => n + 1);
          }}
        >
          Retry
        </Button>
      </CenteredPage>
    );
  }
  return (
    <Suspense fallback={<LoadingScreen />}>
      <CustomerDashboard onSignedOut={toLogin} />
    </Suspense>
  );
}
