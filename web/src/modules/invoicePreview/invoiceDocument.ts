/**
 * What the invoice preview shows of an invoice or quote: the fields the admin `Invoice` and the
 * portal's `PortalInvoice` share. Money in dollars, as the API sends it.
 */
export interface InvoiceDocument {
  invoiceNumber: string;
  type: string;
  status: string;
  invoiceDate: string;
  items: readonly { name: string; description: string; quantity: number; price: number; total: number }[];
  subtotal: number;
  totalAmount: number;
  amountPaid: number;
  businessName: string;
  businessAddress: string;
  businessPhone: string;
  businessEmail: string;
  businessAbn: string;
  customerName: string;
  customerEmail?: string | null;
  customerPhone?: string | null;
  customerAddress?: string | null;
  vehicleRego?: string | null;
  /** Where Download PDF points. */
  pdfUrl: string;
}
