import { PageHeader } from '@/ui/PageHeader/PageHeader';

export function VehicleTypesView() {
  return <PageHeader title="Vehicle Types" />;
}
