import { performance } from 'node:perf_hooks';
import { customersProjector } from '@detailing/projections/customers/customersProjector';
import { searchCustomers } from '@detailing/services/customers/queries';
import { freshPostgres } from '../testing/services.js';
import type { BenchOptions, Figure } from './figures.js';
import { median } from './support.js';

/**
 * The Customers screen's search over 50,000 customers in the read model (its own tables, index
 * and query), by name, e-mail, mobile and rego: median of repeated searches, first page of 50.
 */
export async function benchCustomerSearch({ quick }: BenchOptions): Promise<Figure[]> {
  const count = quick ? 10_000 : 50_000;
  const pg = await freshPostgres();
  try {
    const sql = pg.db.sql;
    await sql.begin(async (tx) => {
      for (const migration of customersProjector.migrations) await migration.up(tx as never);
    });
    // Rows as the projector writes them (search text as its `refresh` builds it), made in bulk.
    await sql`
      insert into customers (id, full_name, email, mobile, mobile_e164, vehicle_rego, search_text, created_at, updated_at, version)
      select 'c' || n, 'Customer ' || n || ' ' || md5(n::text), 'customer' || n || '@example.com',
        '04' || lpad((n * 7919 % 100000000)::text, 8, '0'), '+614' || lpad((n * 7919 % 100000000)::text, 8, '0'),
        upper(substr(md5(n::text), 1, 3)) || ' ' || (n % 1000), '', now(), now(), 1
      from generate_series(1, ${count}) n`;
    await sql`
      update customers set search_text = lower(concat_ws(' ', full_name, email, mobile, regexp_replace(mobile, '[^0-9+]', '', 'g'),
        mobile_e164, vehicle_rego, upper(regexp_replace(coalesce(vehicle_rego, ''), '[[:space:]]+', '', 'g')), company_name))`;
    await sql`analyze customers`;
    const sample = (await sql`select full_name, email, mobile, vehicle_rego from customers where id = ${`c${Math.floor(count / 2)}`}`)[0] as unknown as {
      full_name: string;
      email: string;
      mobile: string;
      vehicle_rego: string;
    };
    const searches = {
      name: sample.full_name.split(' ').at(-1)!.slice(0, 8),
      email: sample.email.split('@')[0]!,
      mobile: sample.mobile.slice(0, 8),
      rego: sample.vehicle_rego.replace(' ', ''),
    };
    const runs = quick ? 10 : 30;
    const figures: Figure[] = [];
    for (const [by, search] of Object.entries(searches)) {
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        found = (await searchCustomers(sql, { search, offset: 0, limit: 50 })).total;
        times.push(performance.now() - started);
      }
      figures.push({
        key: `customers.search.${by}`,
        label: `search ${count.toLocaleString('en')} customers by ${by} ("${search}", ${found} found)`,
        value: median(times),
        unit: 'ms',
        note: `median of ${runs}; first page of 50 and the total; pg_trgm GIN index; target < 50 ms`,
      });
    }
    return figures;
  } finally {
    await pg.drop();
  }
}
