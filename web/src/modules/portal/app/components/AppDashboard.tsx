import { portalLoginMessages } from '@detailing/schema/identity/portalLoginMessages';
import { useEffect, useState } from 'react';
import { Button } from '@/ui/Button/Button';
import { LoadingScreen } from '@/ui/LoadingScreen/LoadingScreen';
import { toast } from '@/ui/Toast/toast';
import { useMyBookings } from '@/modules/portal/api/useMyBookings';
import { useMyInvoices } from '@/modules/portal/api/useMyInvoices';
import { usePortalHeader } from '@/modules/portal/api/usePortalHeader';
import { usePortalLive } from '@/modules/portal/api/usePortalLive';
import { usePortalSession } from '@/modules/portal/api/usePortalSession';
import { appSummary } from '@/modules/portal/app/utils/appSummary';
import { useCustomerSignOut } from '@/modules/portal/hooks/useCustomerSignOut';
import { AppBookingList } from './AppBookingList';
import type { AppDetail } from './AppDetailDialog';
import { AppInvoiceList } from './AppInvoiceList';
import { AppProfile } from './AppProfile';
import { AppSummaryCards } from './AppSummaryCards';
import { LazyAppDetailDialog } from './LazyAppDetailDialog';
import * as styles from './portalApp.css';

/**
 * /app signed in (001 §2), with the portal's own GraphQL client: two summary cards, the bookings
 * and invoices, their dark detail dialog, the profile.
 */
export function AppDashboard({ onSignedOut }: { onSignedOut(): void }) {
  const { session, loading, isSignedOut } = usePortalSession();
  const bookingList = useMyBookings();
  const invoiceList = useMyInvoices();
  const { bookings } = bookingList;
  const { invoices } = invoiceList;
  const { logoUrl } = usePortalHeader();
  usePortalLive();
  const [detail, setDetail] = useState<AppDetail | null>(null);
  const { signOut, isSigningOut } = useCustomerSignOut(() => {
    toast({ title: portalLoginMessages.signedOut });
    onSignedOut();
  });

  // The session ended elsewhere (expired, revoked, signed out in another tab): back to the form.
  useEffect(() => {
    if (isSignedOut) onSignedOut();
  }, [isSignedOut, onSignedOut]);

  if (loading || !session?.customer) return <LoadingScreen />;
  const { customer } = session;
  const summary = appSummary(bookings, session.today);

  return (
    <div className={styles.page}>
      <title>Customer Portal</title>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <div>
            <h1 className={styles.title}>Customer Portal</h1>
            <p className={styles.muted}>
              {customer.fullName} · Vehicle: {session.vehicleRego ?? customer.vehicleRego}
            </p>
          </div>
          <div className={styles.headerActions}>
            <AppProfile customer={customer} vehicleRego={session.vehicleRego} />
            <Button variant="outline" isPending={isSigningOut} onPress={signOut}>
              Sign Out
            </Button>
          </div>
        </div>
      </header>
      <main className={styles.main}>
        {!bookingList.loading && !bookingList.error && <AppSummaryCards upcoming={summary.upcoming} completed={summary.completed} />}
        <section aria-labelledby="app-bookings">
          <h2 id="app-bookings" className={styles.sectionTitle}>
            Your Bookings
          </h2>
          <AppBookingList
            bookings={bookings}
            loading={bookingList.loading}
            failed={Boolean(bookingList.error)}
            onRetry={() => void bookingList.refetch()}
            onOpen={(id) => setDetail({ kind: 'booking', id })}
          />
        </section>
        <section aria-labelledby="app-invoices">
          <h2 id="app-invoices" className={styles.sectionTitle}>
            Invoices
          </h2>
          <AppInvoiceList
            invoices={invoices}
            loading={invoiceList.loading}
            failed={Boolean(invoiceList.error)}
            onRetry={() => void invoiceList.refetch()}
            onOpen={(id) => setDetail({ kind: 'invoice', id })}
          />
        </section>
      </main>
      <LazyAppDetailDialog detail={detail} bookings={bookings} invoices={invoices} logoUrl={logoUrl} onChange={setDetail} />
    </div>
  );
}
