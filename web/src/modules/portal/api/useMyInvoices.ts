import { useQuery } from '@apollo/client/react';
import { MyInvoicesQuery } from './portalOperations';
import type { PortalInvoice } from './portalTypes';

const none: PortalInvoice[] = [];

/** The signed-in customer's invoices (`myInvoices`); kept current by `usePortalLive`. */
export function useMyInvoices() {
  const { data, loading, error, refetch } = useQuery(MyInvoicesQuery);
  return { invoices: data?.myInvoices ?? none, loading: loading && !data, error, refetch };
}
