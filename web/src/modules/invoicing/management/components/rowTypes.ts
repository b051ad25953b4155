import type { InvoiceRow_InvoiceFragment } from '@/gql/graphql';

export type InvoiceRowData = InvoiceRow_InvoiceFragment;

/** What a row can do, and which rows have a change on its way. */
export interface InvoiceRowHandlers {
  statusChanging: ReadonlySet<string>;
  converting: ReadonlySet<string>;
  onStatusChange(invoice: InvoiceRowData, status: string): void;
  onView(id: string): void;
  onDelete(invoice: InvoiceRowData): void;
  onConvert(invoice: InvoiceRowData): void;
}
