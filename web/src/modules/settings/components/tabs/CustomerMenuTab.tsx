import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { CustomerMenuItemsQuery } from '@/modules/settings/graphql/CustomerMenuItemsQuery';
import { CustomerMenuForm } from '@/modules/settings/components/menu/CustomerMenuForm';

/** Customer Menu (001 §2): the portal's Menu links. A load failure is only logged (001 §8). */
export function CustomerMenuTab() {
  const { data, error, refetch } = useQuery(CustomerMenuItemsQuery);
  useEffect(() => {
    if (error) console.error('Failed to load customer menu', error);
  }, [error]);
  if (!data) return null;
  const items = data.customerMenuItems;
  // Every item carries the list's version; an empty list carries none, so its save is not checked against one.
  const version = items[0]?.version ?? null;
  const loaded = [...items].sort((a, b) => a.sortOrder - b.sortOrder).map(({ title, url, isEnabled }) => ({ title, url, isEnabled }));
  return (
    <CustomerMenuForm
      key={version ?? 'empty'}
      loaded={loaded}
      version={version}
      onSaved={() => void refetch()}
      onReload={() => void refetch()}
    />
  );
}
