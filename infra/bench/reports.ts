import { performance } from 'node:perf_hooks';
import { sqlCatalogLookup } from '@detailing/services/catalog/published';
import { readCheckpoint } from '@detailing/services/platform/checkpoints';
import { reportFor } from '@detailing/services/reports/report';
import { HttpSession, startTestApp } from '../testing/app.js';
import type { BenchOptions, Figure } from './figures.js';
import { expectStatus, percentile, until } from './support.js';

const TIME_ZONE = 'Australia/Melbourne';
const REPORT = `query Report($from: String!, $to: String!) {
  report(from: $from, to: $to) {
    from to timeZone totalRevenueCents paidRevenueCents pendingRevenueCents averageBookingValueCents totalInvoices
    totalBookings completedBookings approvedBookings pendingBookings newCustomers
    topServices { rank serviceId name bookings }
    bookingsByStatus { status label bookings }
    days { date paidRevenueCents bookings }
  }
}`;
/** The seeded bookings, invoices and customers fall on the 730 days from here. */
const FIRST_DAY = '2025-01-01';

/**
 * The Reports screen's query over 100,000 bookings spread over two years (several statuses and
 * services, some deleted, some placeholders), 40,000 invoices and 20,000 customers: p50 and p95 of
 * `report(from, to)` for 30 days, one year and two years, both the resolver's work alone and the
 * whole query over HTTP. The catalog (services, statuses) is the starter catalog the app seeds
 * through its commands and projects. The reports and customers read
 * models are bulk-inserted in SQL as their projectors write them: a small row per booking and
 * invoice, and the per-day tables as the sums the projector keeps of those rows.
 */
export async function benchReports({ quick }: BenchOptions): Promise<Figure[]> {
  const bookings = quick ? 20_000 : 100_000;
  const invoices = quick ? 8_000 : 40_000;
  const customers = quick ? 4_000 : 20_000;
  const runs = quick ? 5 : 20;
  // The whole API (and the projector, which projects the starter catalog it seeds), over a fresh database.
  const app = await startTestApp({ roles: ['api', 'projector'] });
  try {
    const { db } = app;
    const sql = db.sql;
    await until('the starter catalog to be projected', async () => {
      const head = await app.store.headPosition();
      return (await readCheckpoint(sql, 'services')) >= head && (await readCheckpoint(sql, 'bookingStatuses')) >= head;
    });
    const serviceIds = ((await sql`select id from services order by id`) as unknown as { id: number }[]).map((s) => s.id);
    if (serviceIds.length === 0) throw new Error('the starter catalog has no services');

    // One row per booking: a day of the two years, a status, one or two services; every 50th deleted, every 97th a placeholder.
    await sql`
      insert into report_bookings (id, day, status, service_ids, vehicle_type, deleted)
      select 'b' || g, to_char(${FIRST_DAY}::date + (g::bigint * 7919 % 730)::int, 'YYYY-MM-DD'),
        (array['pending', 'approved', 'completed', 'completed', 'cancelled', 'ready_for_pickup'])[g % 6 + 1],
        case when g % 3 = 0 then array[s[g % n + 1], s[(g / 3) % n + 1]] else array[s[g % n + 1]] end,
        case when g % 97 = 0 then 'CUSTOMER_PROFILE' else 'UTE' end, g % 50 = 0
      from generate_series(1, ${bookings}) g, (select ${sql.array(serviceIds)}::integer[] as s, ${serviceIds.length}::int as n) c`;
    await sql`
      insert into report_booking_days (day, status, bookings)
      select day, status, count(*) from report_bookings where not deleted and vehicle_type <> 'CUSTOMER_PROFILE' and day <> '1900-01-01'
      group by day, status`;
    await sql`
      insert into report_service_days (day, service_id, bookings)
      select day, s, count(*) from report_bookings, unnest(array(select distinct unnest(service_ids))) s
      where not deleted and vehicle_type <> 'CUSTOMER_PROFILE' and day <> '1900-01-01'
      group by day, s`;
    await sql`
      insert into report_invoices (id, day, status, total_cents, deleted)
      select 'i' || g, to_char(${FIRST_DAY}::date + (g::bigint * 104729 % 730)::int, 'YYYY-MM-DD'), (array['paid', 'paid', 'pending', 'void'])[g % 4 + 1],
        10000 + g % 50000, g % 40 = 0
      from generate_series(1, ${invoices}) g`;
    await sql`
      insert into report_invoice_days (day, status, invoices, total_cents)
      select day, status, count(*), sum(total_cents) from report_invoices where not deleted group by day, status`;
    await sql`
      insert into customers (id, full_name, email, mobile, search_text, created_at, updated_at, version)
      select 'c' || g, 'Customer ' || g, 'customer' || g || '@example.com', '0400000000', '',
        ${FIRST_DAY}::timestamptz + (g::bigint * 15485863 % (730 * 24 * 60)) * interval '1 minute', now(), 1
      from generate_series(1, ${customers}) g`;
    for (const table of ['report_booking_days', 'report_service_days', 'report_invoice_days', 'customers']) await sql`analyze ${sql(table)}`;

    const catalog = sqlCatalogLookup(sql);
    const admin = new HttpSession(app.url);
    expectStatus('admin sign-in', await admin.login(app.adminUsername, app.adminPassword), 200);
    const overHttp = async (from: string, to: string) => {
      const response = await admin.graphql(REPORT, { from, to });
      if (response.json?.errors || response.status !== 200) throw new Error(`report(${from}, ${to}): ${response.status} ${response.text.slice(0, 500)}`);
      return response.json.data.report as { totalBookings: number };
    };
    const ranges = { days30: ['2025-06-01', '2025-06-30'], year: ['2025-01-01', '2025-12-31'], years2: ['2025-01-01', '2026-12-31'] } as const;
    const figures: Figure[] = [];
    const ways = {
      query: { run: (from: string, to: string) => reportFor(sql, catalog, { from, to }, TIME_ZONE), how: `reportFor (the resolver's work) on ${db.kind}` },
      graphql: { run: overHttp, how: 'the Reports screen\'s report query over HTTP, as an admin' },
    };
    for (const [name, [from, to]] of Object.entries(ranges)) {
      for (const [way, { run, how }] of Object.entries(ways)) {
        await run(from, to);
        const times: number[] = [];
        let counted = 0;
        for (let i = 0; i < runs; i++) {
          const started = performance.now();
          counted = (await run(from, to)).totalBookings;
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        const what = `${way === 'graphql' ? 'GraphQL ' : ''}${from}..${to}, ${counted.toLocaleString('en')} of ${bookings.toLocaleString('en')} bookings counted`;
        const note = `of ${runs}; ${how}: top services, statuses and every day, from the per-day read model; target < 100 ms`;
        figures.push(
          { key: `reports.${way}.${name}.p50`, label: `report p50: ${what}`, value: percentile(times, 50), unit: 'ms', note: `p50 ${note}` },
          { key: `reports.${way}.${name}.p95`, label: `report p95: ${what}`, value: percentile(times, 95), unit: 'ms', note: `p95 ${note}` },
        );
      }
    }
    return figures;
  } finally {
    await app.close();
  }
}
