import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { BrandingQuery } from '@/modules/settings/graphql/BrandingQuery';
import { BrandingForm } from '@/modules/settings/components/branding/BrandingForm';

/** Branding (001 §2): the company name and login icon of the admin login screen. A load failure is only logged. */
export function BrandingTab() {
  const { data, error, refetch } = useQuery(BrandingQuery);
  useEffect(() => {
    if (error) console.error('Failed to load branding settings', error);
  }, [error]);
  if (!data) return null;
  const { branding } = data;
  // A new form on each version loaded (a reload after a conflict starts from what is stored).
  return <BrandingForm key={branding.version} branding={branding} onReload={() => void refetch()} />;
}
