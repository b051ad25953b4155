import { PageHeader } from '@/ui/PageHeader/PageHeader';

export function ReportsView() {
  return <PageHeader title="Reports" />;
}
