import { CenteredPage } from '@/ui/CenteredPage/CenteredPage';

// Placeholder until this route is built (spec 001 route table).
export function CustomerDashboardPage() {
  return <CenteredPage title="Customer Dashboard" />;
}
