import { PageHeader } from '@/ui/PageHeader/PageHeader';

export function ServicesView() {
  return <PageHeader title="Services Management" />;
}
