/** Invoice statuses; any value may follow any other (001 §4). Apart from zod, so a screen can list them without loading it. */
export const INVOICE_STATUSES = ['pending', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
