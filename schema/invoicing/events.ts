import { z } from 'zod';
import { defineEvent, type EventOf, type EventsOf } from '../eventDefinition.js';
import { businessInfoSchema } from '../settings/events.js';
import { INVOICE_STATUSES } from './statuses.js';

/** Facts about invoices and quotes (001 §3). Money is integer cents; dates are `yyyy-MM-dd`. */

export const INVOICE_TYPES = ['invoice', 'quote'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export { INVOICE_STATUSES, type InvoiceStatus } from './statuses.js';

/** The first number when none exists yet (001 §9); after that, the highest so far plus one. */
export const FIRST_INVOICE_NUMBER = 20001;

/** Every number ever given lives in this one stream, so two invoices can never get the same one. */
export const INVOICE_NUMBERS_STREAM = 'invoicing-numbers';
export const INVOICE_STREAM_PREFIX = 'invoice-';
export const invoiceStreamId = (invoiceId: string) => `${INVOICE_STREAM_PREFIX}${invoiceId}`;

const cents = z.number().int();
const invoiceStatus = z.enum(INVOICE_STATUSES);

const invoiceCustomer = z.object({
  /** The customer record it was billed to, when there is one. */
  id: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  vehicleRego: z.string().nullable(),
});
export type InvoiceCustomer = z.output<typeof invoiceCustomer>;

const invoiceLine = z.object({
  name: z.string(),
  description: z.string(),
  /** Steps of 0.1 (001 §5). */
  quantity: z.number(),
  unitPriceCents: cents,
  /** quantity × unit price, rounded to the cent. */
  totalCents: cents,
  serviceId: z.number().int().nullable(),
});
export type InvoiceLine = z.output<typeof invoiceLine>;

/** A draft: like an issued document, but the customer may be missing and dates may be open. */
const invoiceDraft = z.object({
  type: z.enum(INVOICE_TYPES),
  customer: invoiceCustomer.nullable(),
  business: businessInfoSchema,
  items: z.array(invoiceLine),
  subtotalCents: cents,
  invoiceDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  notes: z.string().nullable(),
});
export type InvoiceDraft = z.output<typeof invoiceDraft>;

export const invoiceNumberEventTypes = {
  /** Invoices and quotes share one sequence: the spec has a single number field. `number`: digits only, without leading zeros. */
  InvoiceNumberAllocated: defineEvent({ schema: z.object({ number: z.string(), invoiceId: z.string() }) }),
} as const;

export const invoiceEventTypes = {
  InvoiceIssued: defineEvent({
    schema: z.object({
      invoiceId: z.string(),
      invoiceNumber: z.string(),
      type: z.enum(INVOICE_TYPES),
      status: invoiceStatus,
      /** The booking this invoice bills (completion), or null for one made in the generator. */
      bookingId: z.string().nullable(),
      customer: invoiceCustomer,
      /** The "From" block as it stood when issued; later settings changes do not rewrite it. */
      business: businessInfoSchema,
      items: z.array(invoiceLine),
      subtotalCents: cents,
      /** Always 0 (001 §9). */
      taxCents: cents,
      totalCents: cents,
      invoiceDate: z.string(),
      dueDate: z.string(),
      notes: z.string().nullable(),
      /** The quote this invoice was converted from; absent on invoices issued before conversion existed. */
      fromQuoteId: z.string().nullable().default(null),
    }),
  }),
  InvoiceStatusChanged: defineEvent({ schema: z.object({ invoiceId: z.string(), from: invoiceStatus, to: invoiceStatus }) }),
  /** Gone from every list; its history stays readable to admins. Its number is never given again. */
  InvoiceDeleted: defineEvent({ schema: z.object({ invoiceId: z.string() }) }),
  /** A document saved unissued (no number): the whole draft as it now stands, replacing the one before. */
  InvoiceDraftSaved: defineEvent({ schema: z.object({ invoiceId: z.string(), draft: invoiceDraft }) }),
  /** The draft is thrown away: gone from the drafts list, never issued. */
  InvoiceDraftDiscarded: defineEvent({ schema: z.object({ invoiceId: z.string() }) }),
  /** On the quote's stream: it became this invoice (which carries `fromQuoteId`). */
  QuoteConvertedToInvoice: defineEvent({ schema: z.object({ quoteId: z.string(), invoiceId: z.string() }) }),
} as const;

export const invoicingEventTypes = { ...invoiceNumberEventTypes, ...invoiceEventTypes } as const;

export type InvoiceNumberAllocated = EventOf<typeof invoiceNumberEventTypes, 'InvoiceNumberAllocated'>;
export type InvoiceNumberEvent = EventsOf<typeof invoiceNumberEventTypes>;

export type InvoiceIssued = EventOf<typeof invoiceEventTypes, 'InvoiceIssued'>;
export type InvoiceStatusChanged = EventOf<typeof invoiceEventTypes, 'InvoiceStatusChanged'>;
export type InvoiceDeleted = EventOf<typeof invoiceEventTypes, 'InvoiceDeleted'>;
export type InvoiceDraftSaved = EventOf<typeof invoiceEventTypes, 'InvoiceDraftSaved'>;
export type QuoteConvertedToInvoice = EventOf<typeof invoiceEventTypes, 'QuoteConvertedToInvoice'>;
export type InvoiceEvent = EventsOf<typeof invoiceEventTypes>;
