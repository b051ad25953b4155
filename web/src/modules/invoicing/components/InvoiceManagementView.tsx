import { PageHeader } from '@/ui/PageHeader/PageHeader';

export function InvoiceManagementView() {
  return <PageHeader title="Invoice Management" />;
}
