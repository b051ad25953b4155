import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { CustomerIdsQuery } from '@/modules/customers/graphql/CustomerIdsQuery';
import { customerErrorToasts } from '@/modules/customers/utils/customerErrorToasts';
import { useErrorToast } from '@/ui/Toast/useErrorToast';

/** The contract's largest page: select-all gathers ids this many at a time. */
const ID_PAGE = 200;

/**
 * The ticked customers, by id, across pages of one search. Select-all ticks the page shown; from
 * there every customer the search finds can be ticked, their ids gathered page by page.
 */
export function useCustomerSelection() {
  const client = useApolloClient();
  const showError = useErrorToast();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [gathering, setGathering] = useState(false);

  const change = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  async function selectAllMatching(search: string | null) {
    setGathering(true);
    try {
      const ids: string[] = [];
      for (let offset = 0; ; offset += ID_PAGE) {
        const { data } = await client.query({ query: CustomerIdsQuery, variables: { search, offset, limit: ID_PAGE }, fetchPolicy: 'network-only' });
        if (!data) break;
        ids.push(...data.customers.items.map((c) => c.id));
        if (data.customers.items.length < ID_PAGE || ids.length >= data.customers.total) break;
      }
      setSelected(new Set(ids));
    } catch (error) {
      showError(error, customerErrorToasts.loadFailed);
    } finally {
      setGathering(false);
    }
  }

  return { selected, change, clear: () => setSelected(new Set()), selectAllMatching, gathering };
}
