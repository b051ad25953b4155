import type { InvoiceDocument } from './invoiceDocument';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "Invoice #20001" or "Quote #20002". */
export const invoiceLabel = (invoice: Pick<InvoiceDocument, 'type' | 'invoiceNumber'>): string =>
  `${capitalised(invoice.type)} #${invoice.invoiceNumber}`;

/** An invoice status as its badge reads: "Paid". */
export const statusLabel = (status: string): string => capitalised(status);
