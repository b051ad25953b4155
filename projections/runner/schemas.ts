import { isDeepStrictEqual } from 'node:util';
import type { Sql, Tx } from '@detailing/services/platform/database';

/** A table as the read models see it: columns and indexes, independent of column order and schema. */
export interface TableShape {
  columns: { name: string; type: string; notNull: boolean; default: string | null }[];
  indexes: { name: string; definition: string }[];
}
export type Shapes = Record<string, TableShape>;

/** The schema unqualified table names resolve to: where the live read models are. */
export async function currentSchema(tx: Sql | Tx): Promise<string> {
  const [row] = (await tx`select current_schema() as name`) as unknown as [{ name: string }];
  return row.name;
}

/** A PostgreSQL schema name for one projector's scratch work, e.g. `projection_rebuild_bookingstatuses`. */
export const schemaFor = (purpose: 'rebuild' | 'scratch', projector: string) =>
  `projection_${purpose}_${projector.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);

/**
 * Runs `work` with `schema` first on the search path, so the projector's own SQL (which names
 * tables without a schema) reads and writes the tables there; the path is restored after.
 */
export async function inSchema<T>(tx: Tx, schema: string, work: () => Promise<T>): Promise<T> {
  // The path before, read (materialized: first) and changed in one statement.
  const [{ path }] = (await tx`
    with before as materialized (select current_setting('search_path') as path)
    select path, set_config('search_path', ${`${quoteIdent(schema)}, `} || path, true) from before`) as unknown as [{ path: string }];
  const result = await work();
  await tx`select set_config('search_path', ${path}, true)`;
  return result;
}

export const schemaExists = async (tx: Tx, schema: string) =>
  (await tx`select 1 from pg_namespace where nspname = ${schema}`).length > 0;

/** The tables in `schema` (only `names`, when given) with their columns and indexes. */
export async function tableShapes(tx: Sql | Tx, schema: string, names?: readonly string[]): Promise<Shapes> {
  const columns = (await tx`
    select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
      a.attnotnull as not_null, pg_get_expr(d.adbin, d.adrelid) as default
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
    where n.nspname = ${schema} and c.relkind = 'r'
    order by c.relname, a.attname`) as unknown as { table: string; name: string; type: string; not_null: boolean; default: string | null }[];
  const indexes = (await tx`
    select t.relname as table, i.relname as name, pg_get_indexdef(i.oid) as definition
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = ${schema}
    order by t.relname, i.relname`) as unknown as { table: string; name: string; definition: string }[];
  const shapes: Shapes = {};
  const wanted = (table: string) => !names || names.includes(table);
  // Definitions name the schema ("ON public.bookings"); the same table elsewhere must compare equal.
  const unqualified = (text: string) => text.replaceAll(`${quoteIdent(schema)}.`, '').replaceAll(`${schema}.`, '');
  for (const c of columns) {
    if (!wanted(c.table)) continue;
    shapes[c.table] ??= { columns: [], indexes: [] };
    shapes[c.table]!.columns.push({ name: c.name, type: c.type, notNull: c.not_null, default: c.default && unqualified(c.default) });
  }
  for (const i of indexes) {
    if (wanted(i.table)) shapes[i.table]?.indexes.push({ name: i.name, definition: unqualified(i.definition) });
  }
  return shapes;
}

export const sameShapes = (a: Shapes, b: Shapes) => isDeepStrictEqual(a, b);

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
