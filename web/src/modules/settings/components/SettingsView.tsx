import { PageHeader } from '@/ui/PageHeader/PageHeader';

export function SettingsView() {
  return <PageHeader title="Settings" />;
}
