import { lazy, Suspense, useEffect, useState } from 'react';
import { LoadingScreen } from '@/ui/LoadingScreen/LoadingScreen';
import { errorToast } from '@/ui/Toast/errorToast';
import { toast } from '@/ui/Toast/toast';
import type { PortalMe } from '@/modules/portal/api/portalTypes';
import { fetchPortalMe } from '@/modules/portal/api/fetchPortalMe';
import { signOutCustomer } from '@/modules/portal/api/signOutCustomer';
import { demoToasts } from '@/modules/demo/utils/demoToasts';
import { DemoAuthTabs, type DemoTab } from './DemoAuthTabs';
import { DemoLinkVehicle } from './DemoLinkVehicle';
import * as styles from './demo.css';

// The dashboard (and the GraphQL client it brings) loads only once an account is linked.
const DemoDashboard = lazy(() => import('./DemoDashboard').then((m) => ({ default: m.DemoDashboard })));

/**
 * /demo (001 §2 'Demo account page'): Login and Register tabs for a username/password account;
 * signed in, the customer dashboard of the customer it is linked to, or the form that links one.
 */
export function DemoPage() {
  /** undefined while the browser's session is being read. */
  const [session, setSession] = useState<PortalMe | null>();
  const [tab, setTab] = useState<DemoTab>('login');
  const [username, setUsername] = useState('');
  const [isSigningOut, setSigningOut] = useState(false);

  useEffect(() => {
    let live = true;
    fetchPortalMe().then(
      (found) => live && setSession(found),
      () => live && setSession(null),
    );
    return () => {
      live = false;
    };
  }, []);

  const signedOut = () => {
    toast(demoToasts.signedOut);
    setSession(null);
    setTab('login');
  };

  async function signOut() {
    setSigningOut(true);
    try {
      await signOutCustomer();
      signedOut();
    } catch (error) {
      toast(errorToast(error, demoToasts.signOutFailed));
    } finally {
      setSigningOut(false);
    }
  }

  if (session?.customer) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <DemoDashboard onSignedOut={signedOut} />
      </Suspense>
    );
  }

  return (
    <main className={styles.page}>
      <title>Demo Account</title>
      <div className={styles.column}>
        <header className={styles.header}>
          <h1 className={styles.title}>Demo Account</h1>
          <p className={styles.lead}>Sign in with your username and password, or create an account.</p>
        </header>
        <div className={styles.card}>
          {session === undefined ? (
            <p role="status" className={styles.hint}>
              Loading...
            </p>
          ) : session?.account ? (
            <DemoLinkVehicle account={session.account} onLinked={setSession} onSignOut={signOut} isSigningOut={isSigningOut} />
          ) : (
            <DemoAuthTabs
              tab={tab}
              onTabChange={setTab}
              username={username}
              onRegistered={(name) => {
                setUsername(name);
                setTab('login');
              }}
              onSignedIn={setSession}
            />
          )}
        </div>
      </div>
    </main>
  );
}
