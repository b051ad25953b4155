import { lazy, Suspense, useEffect, useState } from 'react';
import { LoadingScreen } from '@/ui/LoadingScreen/LoadingScreen';
import { fetchPortalMe } from '@/modules/portal/api/fetchPortalMe';
import type { PortalMe } from '@/modules/portal/api/portalTypes';
import { AppLoginForm } from '@/modules/portal/app/components/AppLoginForm';
import * as styles from '@/modules/portal/app/components/portalApp.css';

// The dashboard and its GraphQL client load only once someone is signed in: the form stays light.
const AppDashboard = lazy(() => import('@/modules/portal/app/components/AppDashboard').then((m) => ({ default: m.AppDashboard })));

/**
 * /app (001 §2): the single-page portal with its own sign-in form. It shares the session of
 * /customer/*: whoever signed in there sees their data here too.
 */
export function PortalAppPage() {
  /** undefined while the session is being read; null signed out. */
  const [me, setMe] = useState<PortalMe | null>();

  useEffect(() => {
    let live = true;
    fetchPortalMe().then(
      (found) => live && setMe(found),
      () => live && setMe(null),
    );
    return () => {
      live = false;
    };
  }, []);

  if (me === undefined) return <LoadingScreen />;
  if (me?.customer) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <AppDashboard onSignedOut={() => setMe(null)} />
      </Suspense>
    );
  }
  return (
    <main className={styles.loginPage}>
      <title>Customer Portal</title>
      <div className={styles.loginCard}>
        <h1 className={styles.loginTitle}>Customer Portal</h1>
        <p className={styles.muted}>Sign in with your vehicle registration and email to see your bookings and invoices.</p>
        <AppLoginForm onSignedIn={setMe} />
      </div>
    </main>
  );
}
