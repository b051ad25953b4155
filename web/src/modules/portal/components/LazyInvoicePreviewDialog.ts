import { lazyDialog } from '@/ui/Dialog/lazyDialog';

/** The invoice preview, fetched when first opened: the dashboard is usable without it. */
export const LazyInvoicePreviewDialog = lazyDialog(
  () => import('@/modules/invoicePreview/InvoicePreviewDialog').then((m) => m.InvoicePreviewDialog),
  (props) => props.invoice !== null,
);
