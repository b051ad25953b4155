import { CenteredPage } from '@/ui/CenteredPage/CenteredPage';

// Placeholder until this route is built (spec 001 route table).
export function CustomerLoginPage() {
  return <CenteredPage title="Customer Portal Login" />;
}
