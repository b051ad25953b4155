import { performance } from 'node:perf_hooks';
import { allProjectors } from '@detailing/projections';
import { ProjectionRunner } from '@detailing/projections/runner/ProjectionRunner';
import { defaultBusinessInfo, INVOICE_NUMBERS_STREAM, InvoicePageInput } from '@detailing/schema';
import { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import { InvoiceCommands } from '@detailing/services/invoicing/InvoiceCommands';
import { searchInvoices } from '@detailing/services/invoicing/queries';
import type { Database } from '@detailing/services/platform/database';
import { ProjectionWaiter } from '@detailing/services/platform/projectionWaiter';
import { freshPostgres } from '../testing/services.js';
import type { BenchOptions, Figure } from './figures.js';
import { percentile } from './support.js';

/**
 * The invoice management list over 10,000 invoices and quotes: the read model built by its
 * projector from InvoiceIssued events (bulk-loaded), then p50 and p95 of the first page of 50
 * with its total, unfiltered, searched by customer name and by number, and filtered by status;
 * and the generator's defaults, whose next number folds the numbers stream of those 10,000.
 */
export async function benchInvoiceList({ quick }: BenchOptions): Promise<Figure[]> {
  const count = 10_000;
  const { db, drop } = await freshPostgres();
  try {
    const store = new SqlEventStore(db);
    await store.migrate();
    // Loading through append() would measure appends; the rows still come from the projector.
    await db.sql`
      insert into events (event_id, stream_id, stream_version, type, data, metadata)
      select gen_random_uuid(), 'invoice-bench-' || g, 1, 'InvoiceIssued',
        jsonb_build_object(
          'invoiceId', 'bench-' || g, 'invoiceNumber', (20000 + g)::text,
          'type', case when g % 4 = 0 then 'quote' else 'invoice' end,
          'status', (array['pending', 'paid', 'void'])[g % 3 + 1], 'bookingId', null,
          'customer', jsonb_build_object('id', null, 'name', 'Customer ' || g || ' ' || md5(g::text), 'email', null,
            'phone', null, 'address', null, 'vehicleRego', null),
          'business', ${db.sql.json(defaultBusinessInfo as never)}::jsonb,
          'items', jsonb_build_array(jsonb_build_object('name', 'Full Detail', 'description', '', 'quantity', 1,
            'unitPriceCents', 19999, 'totalCents', 19999, 'serviceId', null)),
          'subtotalCents', 19999, 'taxCents', 0, 'totalCents', 19999,
          'invoiceDate', '2026-03-02', 'dueDate', '2026-04-01', 'notes', null),
        jsonb_build_object(
          'commandId', 'bench-' || g, 'actor', jsonb_build_object('kind', 'system', 'id', null, 'name', null),
          'correlationId', 'bench-' || g, 'causationId', null,
          'occurredAt', to_char((timestamptz '2026-01-01T00:00:00Z' + g * interval '1 minute') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'schemaVersion', 1)
      from generate_series(1, ${count}) g`;
    // Their numbers, so the generator's next-number preview folds a numbers stream of this size.
    await db.sql`
      insert into events (event_id, stream_id, stream_version, type, data, metadata)
      select gen_random_uuid(), ${INVOICE_NUMBERS_STREAM}, g, 'InvoiceNumberAllocated',
        jsonb_build_object('number', (20000 + g)::text, 'invoiceId', 'bench-' || g),
        jsonb_build_object('commandId', 'bench-number-' || g, 'actor', jsonb_build_object('kind', 'system', 'id', null, 'name', null),
          'correlationId', 'bench-' || g, 'causationId', null, 'occurredAt', '2026-01-01T00:00:00.000Z', 'schemaVersion', 1)
      from generate_series(1, ${count}) g`;
    const runner = new ProjectionRunner(db, store, allProjectors, () => {});
    await runner.migrate();
    await runner.rebuild('invoices');
    await db.sql`analyze invoices`;
    const [{ n }] = (await db.sql`select count(*)::int as n from invoices`) as unknown as [{ n: number }];
    if (n !== count) throw new Error(`the projector gave ${n} invoices for ${count} events`);

    const sample = Math.floor(count / 2);
    const queries: Record<string, Record<string, unknown>> = {
      firstPage: {},
      name: { search: (await db.sql`select md5(${sample}::text) as m`)[0]!.m.slice(0, 8) },
      number: { search: String(20000 + sample) },
      status: { status: 'paid' },
    };
    const runs = quick ? 10 : 50;
    const figures: Figure[] = [];
    for (const [by, query] of Object.entries(queries)) {
      const input = InvoicePageInput.parse(query);
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        found = (await searchInvoices(db.sql, input)).total;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const what = `${count.toLocaleString('en')} invoices, ${by === 'firstPage' ? 'first page' : `by ${by} (${JSON.stringify(query)})`}, ${found} found`;
      const note = `of ${runs}; first page of 50 and the total; pg_trgm GIN and ordered partial indexes on ${db.kind}; target < 50 ms`;
      figures.push(
        { key: `invoices.list.${by}.p50`, label: `invoice list p50: ${what}`, value: percentile(times, 50), unit: 'ms', note: `p50 ${note}` },
        { key: `invoices.list.${by}.p95`, label: `invoice list p95: ${what}`, value: percentile(times, 95), unit: 'ms', note: `p95 ${note}` },
      );
    }
    figures.push(...(await defaultsFigures(db, store, runs, count)));
    return figures;
  } finally {
    await drop();
  }
}

/** The generator's opening defaults: today, the due date and the next number, folded from the numbers stream. */
async function defaultsFigures(db: Database, store: SqlEventStore, runs: number, count: number): Promise<Figure[]> {
  const invoices = new InvoiceCommands({
    db,
    store,
    waiter: new ProjectionWaiter(db),
    clock: { now: () => new Date().toISOString() },
    timeZone: async () => 'Australia/Melbourne',
    businessInfo: async () => defaultBusinessInfo,
  });
  const times: number[] = [];
  let next = '';
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    next = (await invoices.defaults()).nextInvoiceNumber;
    times.push(performance.now() - started);
  }
  if (next !== String(20000 + count + 1)) throw new Error(`invoiceDefaults previewed ${next} after ${count} numbers`);
  times.sort((a, b) => a - b);
  const note = `of ${runs}; reads and folds the numbers stream, as each allocation does`;
  return [
    { key: 'invoices.defaults.p50', label: `invoiceDefaults p50 after ${count.toLocaleString('en')} numbers`, value: percentile(times, 50), unit: 'ms', note: `p50 ${note}` },
    { key: 'invoices.defaults.p95', label: `invoiceDefaults p95 after ${count.toLocaleString('en')} numbers`, value: percentile(times, 95), unit: 'ms', note: `p95 ${note}` },
  ];
}
