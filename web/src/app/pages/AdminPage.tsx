import { lazy, Suspense } from 'react';
import { AdminGate } from '../../modules/identity/components/AdminGate';
import { SessionProvider } from '../../modules/identity/components/SessionProvider';
import { LoadingScreen } from '../../ui/LoadingScreen/LoadingScreen';

const AdminShell = lazy(() => import('../../modules/shell/components/AdminShell').then((m) => ({ default: m.AdminShell })));

/** / and /admin: the login gate, then the admin shell. */
export function AdminPage() {
  return (
    <SessionProvider>
      <AdminGate>
        <Suspense fallback={<LoadingScreen />}>
          <AdminShell />
        </Suspense>
      </AdminGate>
    </SessionProvider>
  );
}
