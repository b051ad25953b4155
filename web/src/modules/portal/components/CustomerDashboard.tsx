import { useEffect, useState } from 'react';
import { LoadingScreen } from '@/ui/LoadingScreen/LoadingScreen';
import { usePortalHeader } from '@/modules/portal/api/usePortalHeader';
import { usePortalLive } from '@/modules/portal/api/usePortalLive';
import { usePortalSession } from '@/modules/portal/api/usePortalSession';
import { useCustomerSignOut } from '@/modules/portal/hooks/useCustomerSignOut';
import { showPendingToast } from '@/modules/portal/utils/pendingToast';
import * as styles from './dashboard.css';
import { DashboardTabs } from './DashboardTabs';
import { LazyProfileDialog } from './LazyProfileDialog';
import { PortalHeader } from './PortalHeader';

export interface CustomerDashboardProps {
  /** The session ended: Sign Out, or the server no longer knows it. */
  onSignedOut(): void;
}

/**
 * The customer dashboard (001 "Customer dashboard"), with the portal's own GraphQL client:
 * /customer/dashboard shows it, and so does /demo for a signed-in demo account.
 */
export function CustomerDashboard({ onSignedOut }: CustomerDashboardProps) {
  const { session, loading, isSignedOut } = usePortalSession();
  const { logoUrl } = usePortalHeader();
  usePortalLive();
  const [isProfileOpen, setProfileOpen] = useState(false);
  const { signOut, isSigningOut } = useCustomerSignOut(onSignedOut);

  useEffect(() => showPendingToast(), []);
  useEffect(() => {
    if (isSignedOut) onSignedOut();
  }, [isSignedOut, onSignedOut]);

  if (loading || isSignedOut) return <LoadingScreen />;
  const customer = session?.customer;
  if (!session || !customer) {
    return (
      <main className={styles.main}>
        <p className={styles.empty}>No customer record is linked to this account yet.</p>
      </main>
    );
  }
  const vehicleRego = session.vehicleRego ?? customer.vehicleRego;
  return (
    <div className={styles.page}>
      <PortalHeader vehicleRego={vehicleRego} onProfile={() => setProfileOpen(true)} onSignOut={() => void signOut()} isSigningOut={isSigningOut} />
      <main className={styles.main}>
        <DashboardTabs today={session.today} logoUrl={logoUrl} />
      </main>
      <LazyProfileDialog customer={customer} vehicleRego={vehicleRego} isOpen={isProfileOpen} onClose={() => setProfileOpen(false)} />
    </div>
  );
}
