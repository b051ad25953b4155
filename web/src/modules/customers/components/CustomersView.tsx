import { PageHeader } from '@/ui/PageHeader/PageHeader';

export function CustomersView() {
  return <PageHeader title="Customers" />;
}
