import { lazy, Suspense } from 'react';
import { AdminGate } from '@/modules/identity/components/AdminGate';
import { SessionProvider } from '@/modules/identity/components/SessionProvider';
import { LoadingScreen } from '@/ui/LoadingScreen/LoadingScreen';

// Apollo, graphql-ws and the shell load only after sign-in.
const AdminApp = lazy(() => import('./AdminApp').then((m) => ({ default: m.AdminApp })));

/** / and /admin: the login gate, then the admin app. */
export function AdminPage() {
  return (
    <SessionProvider>
      <AdminGate>
        <Suspense fallback={<LoadingScreen />}>
          <AdminApp />
        </Suspense>
      </AdminGate>
    </SessionProvider>
  );
}
