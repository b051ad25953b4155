import { assertNever, type InvoiceEvent } from '@detailing/schema';
import type { Projector } from '../runner/Projector.js';

/** What the list's search looks in (001 §2): the number and the customer's name, any case. */
const SEARCH_TEXT = "lower(invoice_number || E'\\n' || customer_name)";

/** Invoices and quotes for the management list, the PDF, reports and the portal. Money in cents. */
export const invoicesProjector: Projector = {
  name: 'invoices',
  version: 1,
  handles: [
    'InvoiceIssued',
    'InvoiceStatusChanged',
    'InvoiceDeleted',
    'InvoiceDraftSaved',
    'InvoiceDraftDiscarded',
    'QuoteConvertedToInvoice',
  ] satisfies InvoiceEvent['type'][],

  migrations: [
    {
      id: 1,
      name: 'create invoices',
      up: async (tx) => {
        await tx`
          create table invoices (
            id text primary key,
            invoice_number text not null,
            number_value bigint not null,
            type text not null,
            status text not null,
            booking_id text,
            customer_id text,
            customer_name text not null,
            customer_email text,
            customer_phone text,
            customer_address text,
            vehicle_rego text,
            business jsonb not null,
            items jsonb not null,
            subtotal_cents bigint not null,
            tax_cents bigint not null,
            total_cents bigint not null,
            invoice_date text not null,
            due_date text not null,
            notes text,
            deleted_at timestamptz,
            created_at timestamptz not null,
            updated_at timestamptz not null,
            version integer not null
          )`;
        await tx`create index invoices_invoice_date on invoices (invoice_date)`;
        await tx`create index invoices_booking_id on invoices (booking_id)`;
        await tx`create index invoices_vehicle_rego on invoices (upper(vehicle_rego))`;
      },
    },
    {
      id: 2,
      name: 'search, filter and order the invoice list',
      up: async (tx) => {
        await tx`create extension if not exists pg_trgm with schema public`;
        await tx`alter table invoices add column search_text text not null default ''`;
        await tx`update invoices set search_text = ${tx.unsafe(SEARCH_TEXT)}`;
        await tx`create index invoices_search on invoices using gin (search_text public.gin_trgm_ops)`;
        // The list's order (newest first, then by number and id so equal times page stably), alone and under each filter.
        await tx`create index invoices_newest on invoices (created_at desc, number_value desc, id desc) where deleted_at is null`;
        await tx`create index invoices_status_newest on invoices (status, created_at desc, number_value desc, id desc) where deleted_at is null`;
        await tx`create index invoices_type_newest on invoices (type, created_at desc, number_value desc, id desc) where deleted_at is null`;
      },
    },
    {
      id: 3,
      name: 'drafts and quote conversion links',
      up: async (tx) => {
        await tx`
          alter table invoices
            add column converted_to_invoice_id text,
            add column converted_to_invoice_number text,
            add column converted_from_quote_id text,
            add column converted_from_quote_number text`;
        await tx`
          create table invoice_drafts (
            id text primary key,
            type text not null,
            customer jsonb,
            business jsonb not null,
            items jsonb not null,
            subtotal_cents bigint not null,
            invoice_date text,
            due_date text,
            notes text,
            created_at timestamptz not null,
            updated_at timestamptz not null,
            version integer not null
          )`;
        await tx`create index invoice_drafts_updated on invoice_drafts (updated_at desc, id desc)`;
      },
    },
  ],

  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as InvoiceEvent;
    const at = recorded.metadata.occurredAt;
    const version = recorded.streamVersion;
    const id = event.type === 'QuoteConvertedToInvoice' ? event.data.quoteId : event.data.invoiceId;
    switch (event.type) {
      case 'InvoiceIssued': {
        const d = event.data;
        await tx`
          insert into invoices (id, invoice_number, number_value, type, status, booking_id, customer_id, customer_name,
            customer_email, customer_phone, customer_address, vehicle_rego, business, items, subtotal_cents, tax_cents,
            total_cents, invoice_date, due_date, notes, created_at, updated_at, version, converted_from_quote_id,
            converted_from_quote_number)
          values (${id}, ${d.invoiceNumber}, ${Number(d.invoiceNumber)}, ${d.type}, ${d.status}, ${d.bookingId},
            ${d.customer.id}, ${d.customer.name}, ${d.customer.email}, ${d.customer.phone}, ${d.customer.address},
            ${d.customer.vehicleRego}, ${tx.json(d.business as never)}, ${tx.json(d.items as never)}, ${d.subtotalCents},
            ${d.taxCents}, ${d.totalCents}, ${d.invoiceDate}, ${d.dueDate}, ${d.notes}, ${at}, ${at}, ${version},
            ${d.fromQuoteId}, (select invoice_number from invoices where id = ${d.fromQuoteId}))
          on conflict (id) do nothing`;
        await tx`update invoices set search_text = ${tx.unsafe(SEARCH_TEXT)} where id = ${id}`;
        // An issued draft leaves the drafts list.
        await tx`delete from invoice_drafts where id = ${id}`;
        return [{ model: 'invoices', kind: 'created', id }];
      }
      case 'InvoiceDraftSaved': {
        const d = event.data.draft;
        await tx`
          insert into invoice_drafts (id, type, customer, business, items, subtotal_cents, invoice_date, due_date, notes,
            created_at, updated_at, version)
          values (${id}, ${d.type}, ${d.customer ? tx.json(d.customer as never) : null}, ${tx.json(d.business as never)},
            ${tx.json(d.items as never)}, ${d.subtotalCents}, ${d.invoiceDate}, ${d.dueDate}, ${d.notes}, ${at}, ${at}, ${version})
          on conflict (id) do update set type = excluded.type, customer = excluded.customer, business = excluded.business,
            items = excluded.items, subtotal_cents = excluded.subtotal_cents, invoice_date = excluded.invoice_date,
            due_date = excluded.due_date, notes = excluded.notes, updated_at = excluded.updated_at, version = excluded.version`;
        return [];
      }
      case 'InvoiceDraftDiscarded':
        await tx`delete from invoice_drafts where id = ${id}`;
        return [];
      case 'QuoteConvertedToInvoice': {
        const { quoteId, invoiceId } = event.data;
        await tx`
          update invoices set converted_to_invoice_id = ${invoiceId},
            converted_to_invoice_number = (select invoice_number from invoices where id = ${invoiceId}),
            updated_at = ${at}, version = ${version}
          where id = ${quoteId}`;
        return [{ model: 'invoices', kind: 'updated', id: quoteId }];
      }
      case 'InvoiceStatusChanged':
        await tx`update invoices set status = ${event.data.to}, updated_at = ${at}, version = ${version} where id = ${id}`;
        return [{ model: 'invoices', kind: 'updated', id }];
      case 'InvoiceDeleted':
        // Kept, marked deleted: history and reports of what was issued stay explainable; lists skip it.
        await tx`update invoices set deleted_at = ${at}, updated_at = ${at}, version = ${version} where id = ${id}`;
        return [{ model: 'invoices', kind: 'deleted', id }];
      default:
        return assertNever(event);
    }
  },
};
