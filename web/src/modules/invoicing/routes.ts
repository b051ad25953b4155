import type { AdminViews } from '@/modules/shell/utils/adminViews';
import { lazyNamed } from '@/utils/lazyNamed';

/** The invoicing area's admin views (001): the generator and invoice management. */
export const invoicingViews = {
  invoices: lazyNamed(() => import('./components/InvoiceGeneratorView'), 'InvoiceGeneratorView'),
  'invoice-management': lazyNamed(() => import('./components/InvoiceManagementView'), 'InvoiceManagementView'),
} satisfies AdminViews;
