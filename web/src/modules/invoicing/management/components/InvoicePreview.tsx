import { useQuery } from '@apollo/client/react';
import { InvoicePreviewQuery } from '@/modules/invoicing/management/graphql/InvoicePreviewQuery';
import { InvoicePreviewDialog } from '@/modules/invoicing/preview/InvoicePreviewDialog';

/**
 * The shared preview dialog for one invoice of the list, with the business logo. Read from the
 * network each time it opens: what it shows of payment is the invoice as it is now.
 */
export function InvoicePreview({ invoiceId, onClose }: { invoiceId: string | null; onClose(): void }) {
  const { data } = useQuery(InvoicePreviewQuery, {
    variables: { id: invoiceId ?? '' },
    skip: invoiceId === null,
    fetchPolicy: 'cache-and-network',
  });
  const invoice = invoiceId !== null && data?.invoice?.id === invoiceId ? data.invoice : null;
  return <InvoicePreviewDialog invoice={invoice} logoUrl={data?.logo.logoUrl || null} onClose={onClose} />;
}
