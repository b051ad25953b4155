import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { BusinessInfoSettingsQuery } from '@/modules/settings/graphql/BusinessInfoSettingsQuery';
import { ChangedElsewhereAlert } from '@/ui/ChangedElsewhereAlert/ChangedElsewhereAlert';
import { BusinessInfoForm } from '@/modules/settings/components/business/BusinessInfoForm';

/**
 * Business Info (001 §2). A failure to read it is only logged (001 §8): the form then starts from
 * the defaults. A save refused as stale shows the 'changed elsewhere' alert; Reload starts the form
 * again from what is stored now.
 */
export function BusinessInfoTab() {
  const [conflict, setConflict] = useState(false);
  const [loadedAt, setLoadedAt] = useState(0);
  const { data, error, loading, refetch } = useQuery(BusinessInfoSettingsQuery, { fetchPolicy: 'network-only' });

  useEffect(() => {
    if (error) console.error('Business Info could not be loaded', error);
  }, [error]);

  async function reload() {
    await refetch().catch((failed: unknown) => console.error('Business Info could not be loaded', failed));
    setConflict(false);
    setLoadedAt((n) => n + 1);
  }

  if (loading && !data) return <p role="status">Loading business information...</p>;
  return (
    <>
      {conflict && <ChangedElsewhereAlert onReload={() => void reload()} />}
      <BusinessInfoForm key={loadedAt} info={data?.businessInfo ?? null} onConflict={() => setConflict(true)} />
    </>
  );
}
