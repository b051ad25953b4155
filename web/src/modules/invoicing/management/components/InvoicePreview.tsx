import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { InvoicePreviewQuery } from '@/modules/invoicing/management/graphql/InvoicePreviewQuery';
import { invoiceErrorToasts } from '@/modules/invoicing/management/utils/invoiceErrorToasts';
import { InvoicePreviewDialog } from '@/modules/invoicePreview/InvoicePreviewDialog';
import { useErrorToast } from '@/ui/Toast/useErrorToast';

/**
 * The shared preview dialog for one invoice of the list, with the business logo. Read from the
 * network each time it opens: what it shows of payment is the invoice as it is now.
 */
export function InvoicePreview({ invoiceId, onClose }: { invoiceId: string | null; onClose(): void }) {
  const showError = useErrorToast();
  const { data, error } = useQuery(InvoicePreviewQuery, {
    variables: { id: invoiceId ?? '' },
    skip: invoiceId === null,
    fetchPolicy: 'cache-and-network',
  });
  // Nothing to show: say why rather than open nothing.
  useEffect(() => {
    if (invoiceId !== null && error) {
      showError(error, invoiceErrorToasts.loadFailed);
      onClose();
    }
  }, [invoiceId, error, showError, onClose]);
  const invoice = invoiceId !== null && data?.invoice?.id === invoiceId ? data.invoice : null;
  return <InvoicePreviewDialog invoice={invoice} logoUrl={data?.logo.logoUrl || null} onClose={onClose} />;
}
