import { PageHeader } from '@/ui/PageHeader/PageHeader';

export function CalendarSyncView() {
  return <PageHeader title="iPhone Calendar Sync" />;
}
