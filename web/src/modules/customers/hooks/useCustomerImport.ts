import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { getFragmentData } from '@/gql';
import type { CustomerImportFieldsFragment } from '@/gql/graphql';
import { CustomerImportQuery } from '@/modules/customers/graphql/CustomerImportQuery';
import { CustomerImportProgressSubscription } from '@/modules/customers/graphql/CustomerImportProgressSubscription';
import { CustomerImportFields, ImportCustomersMutation } from '@/modules/customers/graphql/ImportCustomersMutation';
import { customerErrorToasts } from '@/modules/customers/utils/customerErrorToasts';
import { importCounts } from '@/modules/customers/utils/importCounts';
import { saveFile } from '@/utils/downloadFile';
import { closeToast, toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { errorDetail } from '@/utils/errorDetail';

export type CustomerImportJob = CustomerImportFieldsFragment;

export const FAILED_ROWS_FILENAME = 'customers-failed-rows.csv';

/** Saves the rows an import could not take, to fix and import again. */
export function downloadFailedRows(job: CustomerImportJob): void {
  if (job.failedRowsCsv) saveFile(new Blob([job.failedRowsCsv], { type: 'text/csv;charset=utf-8' }), FAILED_ROWS_FILENAME);
}

const finished = (job: CustomerImportJob | null) => job?.state === 'COMPLETED' || job?.state === 'FAILED';

/**
 * One CSV import: sends the text, then follows the job through `customerImportProgress` (polling
 * `customerImport` only if the subscription fails) and says how it ended, once, with the spec's
 * toasts. `refusal` is the server's reason when it refused the file outright (header errors).
 */
export function useCustomerImport() {
  const [mutate, sending] = useMutation(ImportCustomersMutation);
  const showError = useErrorToast();
  const [job, setJob] = useState<CustomerImportJob | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reported = useRef<string | null>(null);
  // The toast that says how the import ended; it offers the failed rows, so it stays until the dialog is done with.
  const resultToast = useRef<string | null>(null);
  const following = job !== null && !finished(job);

  const subscription = useSubscription(CustomerImportProgressSubscription, {
    variables: { id: job?.id ?? '' },
    skip: !following,
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const next = data.data && getFragmentData(CustomerImportFields, data.data.customerImportProgress);
      if (next) setJob(next);
    },
  });
  const polled = useQuery(CustomerImportQuery, {
    variables: { id: job?.id ?? '' },
    skip: !following || !subscription.error,
    pollInterval: 1000,
    fetchPolicy: 'network-only',
  });
  const polledJob = polled.data?.customerImport ? getFragmentData(CustomerImportFields, polled.data.customerImport) : null;
  useEffect(() => {
    if (polledJob && following) setJob(polledJob);
  }, [polledJob, following]);

  useEffect(() => {
    if (!job || !finished(job) || reported.current === job.id) return;
    reported.current = job.id;
    if (job.state === 'FAILED') {
      showError(new Error(job.message ?? ''), customerErrorToasts.importFailed);
    } else if (job.failed > 0) {
      resultToast.current = toast({
        title: 'Import Completed with Errors',
        description: importCounts(job),
        action: job.failedRowsCsv ? { label: 'Download failed rows', onAction: () => downloadFailedRows(job) } : undefined,
      });
    } else {
      toast({ title: 'Import Completed', description: importCounts(job) });
    }
  }, [job, showError]);

  async function start(csv: string): Promise<void> {
    setRefusal(null);
    setJob(null);
    try {
      const { data } = await mutate({ variables: { csv } });
      if (data) setJob(getFragmentData(CustomerImportFields, data.importCustomers));
    } catch (error) {
      const detail = errorDetail(error);
      setRefusal(detail.serverMessage ?? detail.message);
      showError(error, customerErrorToasts.importFailed);
    }
  }

  function reset() {
    setJob(null);
    setRefusal(null);
    // Closing the finished import's dialog: its summary was read there, so its toast goes too.
    if (resultToast.current) closeToast(resultToast.current);
    resultToast.current = null;
  }

  return { start, reset, job, refusal, busy: sending.loading || following };
}
