import { PageHeader } from '../../../ui/PageHeader/PageHeader';

export function DashboardView() {
  return <PageHeader title="Dashboard" />;
}
