import { CustomerDashboard } from '@/modules/portal/components/CustomerDashboard';

/** A linked demo account sees the customer dashboard of its customer (issue 12); its own chunk. */
export function DemoDashboard({ onSignedOut }: { onSignedOut(): void }) {
  return <CustomerDashboard onSignedOut={onSignedOut} />;
}
