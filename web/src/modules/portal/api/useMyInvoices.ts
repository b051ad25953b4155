import { MyInvoicesQuery } from './portalOperations';
import type { PortalInvoice } from './portalTypes';
import { usePortalQuery } from './usePortalQuery';

const none: PortalInvoice[] = [];

/** The signed-in customer's invoices (`myInvoices`); kept current by `usePortalLive`. */
export function useMyInvoices() {
  const { data, loading, error, refetch } = usePortalQuery(MyInvoicesQuery);
  return { invoices: data?.myInvoices ?? none, loading: loading && !data, error, refetch };
}
