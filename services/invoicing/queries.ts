import type { BusinessInfo, InvoiceCustomer, InvoiceDraft, InvoiceLine, InvoicePageInput, InvoiceStatus, InvoiceType } from '@detailing/schema';
import type { Sql } from '../platform/database.js';

/** An invoice or quote as the read model holds it: money in integer cents. */
export interface InvoiceRecord {
  id: string;
  invoiceNumber: string;
  type: InvoiceType;
  status: InvoiceStatus;
  bookingId: string | null;
  customer: InvoiceCustomer;
  business: BusinessInfo;
  items: InvoiceLine[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  invoiceDate: string;
  dueDate: string;
  notes: string | null;
  /** Gone from every list; still readable by id and in its history. */
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
  /** How many events the invoice has had: an editor sends it back to say which state they changed. */
  version: number;
  /** A quote converted to an invoice: that invoice. */
  convertedToInvoiceId: string | null;
  convertedToInvoiceNumber: string | null;
  /** An invoice made from a quote: that quote. */
  convertedFromQuoteId: string | null;
  convertedFromQuoteNumber: string | null;
}

interface InvoiceRow {
  id: string;
  invoice_number: string;
  type: InvoiceType;
  status: InvoiceStatus;
  booking_id: string | null;
  customer_id: string | null;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  customer_address: string | null;
  vehicle_rego: string | null;
  business: BusinessInfo;
  items: InvoiceLine[];
  subtotal_cents: string;
  tax_cents: string;
  total_cents: string;
  invoice_date: string;
  due_date: string;
  notes: string | null;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
  version: number;
  converted_to_invoice_id: string | null;
  converted_to_invoice_number: string | null;
  converted_from_quote_id: string | null;
  converted_from_quote_number: string | null;
}

const toInvoice = (r: InvoiceRow): InvoiceRecord => ({
  id: r.id,
  invoiceNumber: r.invoice_number,
  type: r.type,
  status: r.status,
  bookingId: r.booking_id,
  customer: {
    id: r.customer_id,
    name: r.customer_name,
    email: r.customer_email,
    phone: r.customer_phone,
    address: r.customer_address,
    vehicleRego: r.vehicle_rego,
  },
  business: r.business,
  items: r.items,
  subtotalCents: Number(r.subtotal_cents),
  taxCents: Number(r.tax_cents),
  totalCents: Number(r.total_cents),
  invoiceDate: r.invoice_date,
  dueDate: r.due_date,
  notes: r.notes,
  deleted: r.deleted_at !== null,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  version: r.version,
  convertedToInvoiceId: r.converted_to_invoice_id,
  convertedToInvoiceNumber: r.converted_to_invoice_number,
  convertedFromQuoteId: r.converted_from_quote_id,
  convertedFromQuoteNumber: r.converted_from_quote_number,
});

/** Every invoice and quote not deleted, newest first. */
export async function listInvoices(sql: Sql): Promise<InvoiceRecord[]> {
  const rows = (await sql`
    select * from invoices where deleted_at is null order by created_at desc, number_value desc`) as unknown as InvoiceRow[];
  return rows.map(toInvoice);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of the management list (001 §2), newest first (then by number and id, so a page is
 * stable), deleted ones left out, with the total. Search: the number or the customer's name
 * containing the text in any case (trigram index), or the type named as a word; `%` and `_`
 * are plain characters.
 */
export async function searchInvoices(sql: Sql, query: InvoicePageInput): Promise<{ items: InvoiceRecord[]; total: number }> {
  const text = query.search?.toLowerCase() ?? null;
  const where = sql`
    where deleted_at is null
    ${text ? sql`and (search_text like ${`%${escapeLike(text)}%`} or type = ${text})` : sql``}
    ${query.status ? sql`and status = ${query.status}` : sql``}
    ${query.type ? sql`and type = ${query.type}` : sql``}`;
  const rows = (await sql`
    select * from invoices ${where}
    order by created_at desc, number_value desc, id desc offset ${query.offset} limit ${query.limit}`) as unknown as InvoiceRow[];
  const [{ total }] = (await sql`select count(*)::int as total from invoices ${where}`) as unknown as [{ total: number }];
  return { items: rows.map(toInvoice), total };
}

/** One invoice by id; deleted ones only when asked for (admins reading history). */
export async function findInvoice(sql: Sql, id: string, options: { includeDeleted?: boolean } = {}): Promise<InvoiceRecord | null> {
  const rows = (await sql`
    select * from invoices where id = ${id} ${options.includeDeleted ? sql`` : sql`and deleted_at is null`}`) as unknown as InvoiceRow[];
  return rows[0] ? toInvoice(rows[0]) : null;
}

async function totalCents(sql: Sql, status: InvoiceStatus, fromDate: string, toDate: string): Promise<number> {
  const [row] = (await sql`
    select coalesce(sum(total_cents), 0)::bigint as cents from invoices
    where deleted_at is null and type = 'invoice' and status = ${status}
      and invoice_date >= ${fromDate} and invoice_date <= ${toDate}`) as unknown as [{ cents: string }];
  return Number(row.cents);
}

/**
 * Revenue (001 §9): the totals of paid invoices, not deleted, dated `fromDate`..`toDate`
 * inclusive (`yyyy-MM-dd`), in integer cents. Quotes are not revenue.
 */
export const paidRevenueCents = (sql: Sql, fromDate: string, toDate: string): Promise<number> =>
  totalCents(sql, 'paid', fromDate, toDate);

/** Pending revenue (001 §9): the same sum over pending invoices. */
export const pendingRevenueCents = (sql: Sql, fromDate: string, toDate: string): Promise<number> =>
  totalCents(sql, 'pending', fromDate, toDate);

/**
 * A customer's invoices and quotes, not deleted, newest first: those billed to them, and those of
 * their bookings (`bookingIds`), whoever they were billed to.
 */
export async function listCustomerInvoices(sql: Sql, customerId: string, bookingIds: readonly string[]): Promise<InvoiceRecord[]> {
  const rows = (await sql`
    select * from invoices
    where deleted_at is null and (customer_id = ${customerId} or booking_id = any(${sql.array([...bookingIds])}::text[]))
    order by invoice_date desc, created_at desc, number_value desc`) as unknown as InvoiceRow[];
  return rows.map(toInvoice);
}

/** One of those invoices by id, or null: another customer's, a deleted one and an unknown id alike. */
export async function findCustomerInvoice(sql: Sql, id: string, customerId: string, bookingIds: readonly string[]): Promise<InvoiceRecord | null> {
  const rows = (await sql`
    select * from invoices
    where id = ${id} and deleted_at is null
      and (customer_id = ${customerId} or booking_id = any(${sql.array([...bookingIds])}::text[]))`) as unknown as InvoiceRow[];
  return rows[0] ? toInvoice(rows[0]) : null;
}

/** The ids of the invoices and quotes (deleted ones too) that bill a booking. */
export async function invoiceIdsOfBooking(sql: Sql, bookingId: string): Promise<string[]> {
  const rows = (await sql`select id from invoices where booking_id = ${bookingId}`) as unknown as { id: string }[];
  return rows.map((r) => r.id);
}

/** A document saved unissued: no number, in no list, report or portal but the drafts list. Money in cents. */
export interface InvoiceDraftRecord extends InvoiceDraft {
  id: string;
  createdAt: string;
  updatedAt: string;
  /** How many events the document's stream has had: sent back as expectedVersion. */
  version: number;
}

interface DraftRow {
  id: string;
  type: InvoiceDraft['type'];
  customer: InvoiceDraft['customer'];
  business: InvoiceDraft['business'];
  items: InvoiceDraft['items'];
  subtotal_cents: string;
  invoice_date: string | null;
  due_date: string | null;
  notes: string | null;
  created_at: Date;
  updated_at: Date;
  version: number;
}

const toDraft = (r: DraftRow): InvoiceDraftRecord => ({
  id: r.id,
  type: r.type,
  customer: r.customer,
  business: r.business,
  items: r.items,
  subtotalCents: Number(r.subtotal_cents),
  invoiceDate: r.invoice_date,
  dueDate: r.due_date,
  notes: r.notes,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  version: r.version,
});

/** Every draft, the one edited last first. */
export async function listDrafts(sql: Sql): Promise<InvoiceDraftRecord[]> {
  const rows = (await sql`select * from invoice_drafts order by updated_at desc, id desc`) as unknown as DraftRow[];
  return rows.map(toDraft);
}

export async function findDraft(sql: Sql, id: string): Promise<InvoiceDraftRecord | null> {
  const rows = (await sql`select * from invoice_drafts where id = ${id}`) as unknown as DraftRow[];
  return rows[0] ? toDraft(rows[0]) : null;
}
