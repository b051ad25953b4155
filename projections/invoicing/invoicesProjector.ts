import { assertNever, type InvoiceEvent } from '@detailing/schema';
import type { Projector } from '../runner/Projector.js';

/** Invoices and quotes for the management list, the PDF, reports and the portal. Money in cents. */
export const invoicesProjector: Projector = {
  name: 'invoices',
  version: 1,
  handles: ['InvoiceIssued', 'InvoiceStatusChanged', 'InvoiceDeleted'] satisfies InvoiceEvent['type'][],

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
  ],

  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as InvoiceEvent;
    const at = recorded.metadata.occurredAt;
    const version = recorded.streamVersion;
    const id = event.data.invoiceId;
    switch (event.type) {
      case 'InvoiceIssued': {
        const d = event.data;
        await tx`
          insert into invoices (id, invoice_number, number_value, type, status, booking_id, customer_id, customer_name,
            customer_email, customer_phone, customer_address, vehicle_rego, business, items, subtotal_cents, tax_cents,
            total_cents, invoice_date, due_date, notes, created_at, updated_at, version)
          values (${id}, ${d.invoiceNumber}, ${Number(d.invoiceNumber)}, ${d.type}, ${d.status}, ${d.bookingId},
            ${d.customer.id}, ${d.customer.name}, ${d.customer.email}, ${d.customer.phone}, ${d.customer.address},
            ${d.customer.vehicleRego}, ${tx.json(d.business as never)}, ${tx.json(d.items as never)}, ${d.subtotalCents},
            ${d.taxCents}, ${d.totalCents}, ${d.invoiceDate}, ${d.dueDate}, ${d.notes}, ${at}, ${at}, ${version})
          on conflict (id) do nothing`;
        return [{ model: 'invoices', kind: 'created', id }];
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
