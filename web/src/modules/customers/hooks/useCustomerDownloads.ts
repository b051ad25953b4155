import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { CustomerCountQuery } from '@/modules/customers/graphql/CustomerCountQuery';
import { customerErrorToasts, noCustomersToExport } from '@/modules/customers/utils/customerErrorToasts';
import { downloadFile } from '@/utils/downloadFile';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';

export const EXPORT_PATH = '/api/customers/export.csv';
export const TEMPLATE_PATH = '/api/customers/template.csv';

/** Export All and CSV Template: files the server writes, saved under the names it gives them. */
export function useCustomerDownloads() {
  const client = useApolloClient();
  const showError = useErrorToast();
  const [exporting, setExporting] = useState(false);

  async function exportAll() {
    setExporting(true);
    try {
      const { data } = await client.query({ query: CustomerCountQuery, fetchPolicy: 'network-only' });
      if (!data?.customers.total) {
        toast(noCustomersToExport);
        return;
      }
      await downloadFile(EXPORT_PATH, 'customers.csv');
      toast({ title: 'Export Complete', description: `${data.customers.total} customers exported.` });
    } catch (error) {
      showError(error, customerErrorToasts.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  async function downloadTemplate() {
    try {
      await downloadFile(TEMPLATE_PATH, 'customers-template.csv');
    } catch (error) {
      showError(error, customerErrorToasts.exportFailed);
    }
  }

  return { exportAll, exporting, downloadTemplate };
}
