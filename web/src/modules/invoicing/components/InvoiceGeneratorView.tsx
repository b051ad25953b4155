import { PageHeader } from '@/ui/PageHeader/PageHeader';

export function InvoiceGeneratorView() {
  return <PageHeader title="Invoice and Quote Generator" />;
}
