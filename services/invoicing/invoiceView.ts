import { type InvoiceLine, toDollars } from '@detailing/schema';
import type { InvoiceDraftRecord, InvoiceRecord } from './queries.js';

export interface InvoiceItemView {
  name: string;
  description: string;
  quantity: number;
  price: number;
  total: number;
  serviceId: number | null;
}

/** An invoice as the edges speak it: the spec's field names (001 §3), money in dollars. */
export interface InvoiceView {
  id: string;
  invoiceNumber: string;
  type: string;
  status: string;
  bookingId: string | null;
  customerId: string | null;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  customerAddress: string | null;
  vehicleRego: string | null;
  businessName: string;
  businessAddress: string;
  businessPhone: string;
  businessEmail: string;
  businessAbn: string;
  items: InvoiceItemView[];
  subtotal: number;
  tax: number;
  /** The total (tax is 0); the spec's invoice has it as both `amount` and `totalAmount`. */
  amount: number;
  totalAmount: number;
  invoiceDate: string;
  dueDate: string;
  /** The lines' names, for lists and the portal. */
  description: string;
  notes: string | null;
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** The total when paid, else 0 (001 §2's Amount Paid). */
  amountPaid: number;
  /** totalAmount − amountPaid. */
  amountDue: number;
  pdfUrl: string;
  convertedToInvoiceId: string | null;
  convertedToInvoiceNumber: string | null;
  convertedFromQuoteId: string | null;
  convertedFromQuoteNumber: string | null;
}

const itemView = (item: InvoiceLine): InvoiceItemView => ({
  name: item.name,
  description: item.description,
  quantity: item.quantity,
  price: toDollars(item.unitPriceCents),
  total: toDollars(item.totalCents),
  serviceId: item.serviceId,
});

export function invoiceView(invoice: InvoiceRecord): InvoiceView {
  const { customer, business } = invoice;
  const paidCents = invoice.status === 'paid' ? invoice.totalCents : 0;
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    type: invoice.type,
    status: invoice.status,
    bookingId: invoice.bookingId,
    customerId: customer.id,
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone,
    customerAddress: customer.address,
    vehicleRego: customer.vehicleRego,
    businessName: business.businessName,
    businessAddress: business.businessAddress,
    businessPhone: business.businessPhone,
    businessEmail: business.businessEmail,
    businessAbn: business.businessAbn,
    items: invoice.items.map(itemView),
    subtotal: toDollars(invoice.subtotalCents),
    tax: toDollars(invoice.taxCents),
    amount: toDollars(invoice.totalCents),
    totalAmount: toDollars(invoice.totalCents),
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    description: invoice.items.map((item) => item.name || item.description).filter(Boolean).join(', '),
    notes: invoice.notes,
    deleted: invoice.deleted,
    createdAt: invoice.createdAt,
    updatedAt: invoice.updatedAt,
    version: invoice.version,
    amountPaid: toDollars(paidCents),
    amountDue: toDollars(invoice.totalCents - paidCents),
    pdfUrl: `/api/invoices/${invoice.id}/pdf`,
    convertedToInvoiceId: invoice.convertedToInvoiceId,
    convertedToInvoiceNumber: invoice.convertedToInvoiceNumber,
    convertedFromQuoteId: invoice.convertedFromQuoteId,
    convertedFromQuoteNumber: invoice.convertedFromQuoteNumber,
  };
}

/**
 * The REST shape adds the spec's two JSON-text item lists (001 §3): `invoiceItems` (name,
 * description, quantity, price, total, serviceId) and `lineItems` (description, amount, quantity;
 * amount is the line's total).
 */
export function restInvoice(invoice: InvoiceRecord): InvoiceView & { invoiceItems: string; lineItems: string } {
  const view = invoiceView(invoice);
  return {
    ...view,
    invoiceItems: JSON.stringify(view.items),
    lineItems: JSON.stringify(view.items.map((item) => ({ description: item.name || item.description, amount: item.total, quantity: item.quantity }))),
  };
}

/** A draft as the edges speak it: money in dollars, the customer in the generator's words. */
export function invoiceDraftView(draft: InvoiceDraftRecord) {
  const { customer } = draft;
  return {
    id: draft.id,
    type: draft.type,
    invoiceDate: draft.invoiceDate,
    dueDate: draft.dueDate,
    customer: customer && {
      id: customer.id,
      fullName: customer.name,
      email: customer.email,
      phone: customer.phone,
      address: customer.address,
      vehicleRego: customer.vehicleRego,
    },
    business: draft.business,
    items: draft.items.map(itemView),
    subtotal: toDollars(draft.subtotalCents),
    notes: draft.notes,
    createdAt: draft.createdAt,
    updatedAt: draft.updatedAt,
    version: draft.version,
  };
}
export type InvoiceDraftView = ReturnType<typeof invoiceDraftView>;
