import type { BusinessInfo } from '../settings/business.js';

/** Facts about invoices and quotes (001 §3). Money is integer cents; dates are `yyyy-MM-dd`. */

export const INVOICE_TYPES = ['invoice', 'quote'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** Any value may follow any other (001 §4). */
export const INVOICE_STATUSES = ['pending', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The first number when none exists yet (001 §9); after that, the highest so far plus one. */
export const FIRST_INVOICE_NUMBER = 20001;
/** Invoice date to due date by default (001 §9). */
export const DEFAULT_DUE_DAYS = 30;

/** Every number ever given lives in this one stream, so two invoices can never get the same one. */
export const INVOICE_NUMBERS_STREAM = 'invoicing-numbers';
export const INVOICE_STREAM_PREFIX = 'invoice-';
export const invoiceStreamId = (invoiceId: string) => `${INVOICE_STREAM_PREFIX}${invoiceId}`;

/** Invoices and quotes share one sequence: the spec has a single number field. */
export interface InvoiceNumberAllocated {
  type: 'InvoiceNumberAllocated';
  /** `number`: digits only, without leading zeros. */
  data: { number: string; invoiceId: string };
}

export type InvoiceNumberEvent = InvoiceNumberAllocated;

export interface InvoiceCustomer {
  /** The customer record it was billed to, when there is one. */
  id: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  vehicleRego: string | null;
}

export interface InvoiceLine {
  name: string;
  description: string;
  /** Steps of 0.1 (001 §5). */
  quantity: number;
  unitPriceCents: number;
  /** quantity × unit price, rounded to the cent. */
  totalCents: number;
  serviceId: number | null;
}

export interface InvoiceIssued {
  type: 'InvoiceIssued';
  data: {
    invoiceId: string;
    invoiceNumber: string;
    type: InvoiceType;
    status: InvoiceStatus;
    /** The booking this invoice bills (completion), or null for one made in the generator. */
    bookingId: string | null;
    customer: InvoiceCustomer;
    /** The "From" block as it stood when issued; later settings changes do not rewrite it. */
    business: BusinessInfo;
    items: InvoiceLine[];
    subtotalCents: number;
    /** Always 0 (001 §9). */
    taxCents: number;
    totalCents: number;
    invoiceDate: string;
    dueDate: string;
    notes: string | null;
  };
}

export interface InvoiceStatusChanged {
  type: 'InvoiceStatusChanged';
  data: { invoiceId: string; from: InvoiceStatus; to: InvoiceStatus };
}

/** Gone from every list; its history stays readable to admins. Its number is never given again. */
export interface InvoiceDeleted {
  type: 'InvoiceDeleted';
  data: { invoiceId: string };
}

export type InvoiceEvent = InvoiceIssued | InvoiceStatusChanged | InvoiceDeleted;
