import type { ImportRowValues } from '@detailing/schema';
import type { Database, Sql } from '../../platform/database.js';
import { READ_MODEL_CHANGES, type ChangeMessage } from '../../platform/channels.js';
import { type Migration, migrateTables } from '../../platform/migrations.js';

// Imports are work in progress, not facts: their rows and counts are state tables. The facts an
// import causes (customers registered or changed, bookings) are the commands' events.

export type CustomerImportState = 'QUEUED' | 'RUNNING' | 'COMPLETED' | 'FAILED';
export type RowOutcome = 'created' | 'updated' | 'skipped' | 'failed';
/** What the customer step did (`upsertByEmail`'s answer). */
export type CustomerStepOutcome = 'created' | 'updated' | 'unchanged';
/** What the booking step did; 'creating' is stored before the command runs, so a resume repeats it (same command id). */
export type BookingStepOutcome = 'creating' | 'created' | 'skipped';

export interface CustomerImport {
  id: string;
  state: CustomerImportState;
  total: number;
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  errors: string[];
  failedRowsCsv: string | null;
  message: string | null;
}

export interface StoredImportRow {
  row: number;
  emailKey: string;
  values: ImportRowValues;
  /** Each step's result, stored before the next step runs: a resumed import counts what happened, not what it sees now. */
  customerId: string | null;
  customerOutcome: CustomerStepOutcome | null;
  bookingOutcome: BookingStepOutcome | null;
  outcome: RowOutcome | null;
  message: string | null;
}

export const IMPORT_MODEL = 'customerImports';

/** How long a finished import (its counts, errors and failed rows) is kept. */
const KEEP_FINISHED = '7 days';

/** The import tables, step by step (services/platform/migrations.ts). */
const IMPORT_MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'customer imports',
    up: async (tx) => {
      await tx`
        create table if not exists customer_imports (
          id uuid primary key,
          state text not null,
          total integer not null,
          processed integer not null default 0,
          created integer not null default 0,
          updated integer not null default 0,
          skipped integer not null default 0,
          failed integer not null default 0,
          errors jsonb not null default '[]',
          failed_rows_csv text,
          message text,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`;
      await tx`
        create table if not exists customer_import_rows (
          import_id uuid not null references customer_imports (id) on delete cascade,
          row integer not null,
          email_key text not null,
          "values" jsonb not null,
          outcome text,
          message text,
          primary key (import_id, row)
        )`;
    },
  },
  {
    id: 2,
    name: 'row outcomes',
    up: (tx) => tx`
      alter table customer_import_rows
        add column if not exists customer_id uuid,
        add column if not exists customer_outcome text,
        add column if not exists booking_outcome text`,
  },
];

export const migrateCustomerImports = (sql: Sql): Promise<void> => migrateTables(sql, 'customer_imports', IMPORT_MIGRATIONS);

const toImport = (r: Record<string, unknown>): CustomerImport => ({
  id: r.id as string,
  state: r.state as CustomerImportState,
  total: r.total as number,
  processed: r.processed as number,
  created: r.created as number,
  updated: r.updated as number,
  skipped: r.skipped as number,
  failed: r.failed as number,
  errors: r.errors as string[],
  failedRowsCsv: (r.failed_rows_csv as string | null) ?? null,
  message: (r.message as string | null) ?? null,
});

const announce = (id: string): [string, string] => {
  const message: ChangeMessage = { projection: IMPORT_MODEL, position: 0, change: { model: IMPORT_MODEL, kind: 'updated', id } };
  return [READ_MODEL_CHANGES, JSON.stringify(message)];
};

/** Stores a new import and its rows in one transaction (a failed insert leaves nothing behind). */
export async function insertImport(db: Database, id: string, rows: readonly StoredImportRow[]): Promise<CustomerImport> {
  return db.transaction(async (tx, notify) => {
    // Finished imports hold personal data in their failed rows: they are not kept for ever.
    await tx`delete from customer_imports where state in ('COMPLETED', 'FAILED') and updated_at < now() - ${KEEP_FINISHED}::interval`;
    const [created] = await tx`insert into customer_imports (id, state, total) values (${id}, 'QUEUED', ${rows.length}) returning *`;
    for (let i = 0; i < rows.length; i += 2000) {
      const chunk = rows.slice(i, i + 2000).map((r) => ({ import_id: id, row: r.row, email_key: r.emailKey, values: r.values, outcome: r.outcome, message: r.message }));
      await tx`insert into customer_import_rows ${tx(chunk as never, 'import_id', 'row', 'email_key', 'values', 'outcome', 'message')}`;
    }
    notify(...announce(id));
    return toImport(created!);
  });
}

export async function findImport(sql: Sql, id: string): Promise<CustomerImport | null> {
  const [row] = await sql`select * from customer_imports where id = ${id}`;
  return row ? toImport(row) : null;
}

/** Imports a crash left queued or running, oldest first. */
export async function unfinishedImportIds(sql: Sql): Promise<string[]> {
  return (await sql`select id from customer_imports where state in ('QUEUED', 'RUNNING') order by created_at`).map((r) => r.id as string);
}

export async function importRows(sql: Sql, id: string): Promise<StoredImportRow[]> {
  const rows = await sql`
    select row, email_key, "values", customer_id, customer_outcome, booking_outcome, outcome, message
    from customer_import_rows where import_id = ${id} order by row`;
  return rows.map((r) => ({
    row: r.row as number,
    emailKey: r.email_key as string,
    values: r.values as ImportRowValues,
    customerId: (r.customer_id as string | null) ?? null,
    customerOutcome: (r.customer_outcome as CustomerStepOutcome | null) ?? null,
    bookingOutcome: (r.booking_outcome as BookingStepOutcome | null) ?? null,
    outcome: r.outcome as RowOutcome | null,
    message: r.message as string | null,
  }));
}

/** Stores what the row's steps did so far (and its outcome once it has one). */
export async function saveRow(sql: Sql, id: string, row: StoredImportRow): Promise<void> {
  await sql`
    update customer_import_rows set
      customer_id = ${row.customerId}, customer_outcome = ${row.customerOutcome}, booking_outcome = ${row.bookingOutcome},
      outcome = ${row.outcome}, message = ${row.message}
    where import_id = ${id} and row = ${row.row}`;
}

/** Many rows' steps and outcomes (`saveRow`), in one statement. */
export async function saveRows(sql: Sql, id: string, rows: readonly StoredImportRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    update customer_import_rows r set
      customer_id = u.customer_id::uuid, customer_outcome = u.customer_outcome, booking_outcome = u.booking_outcome,
      outcome = u.outcome, message = u.message
    from unnest(
      ${sql.array(rows.map((r) => r.row))}::int[], ${sql.array(rows.map((r) => r.customerId) as string[])}::text[],
      ${sql.array(rows.map((r) => r.customerOutcome) as string[])}::text[], ${sql.array(rows.map((r) => r.bookingOutcome) as string[])}::text[],
      ${sql.array(rows.map((r) => r.outcome) as string[])}::text[], ${sql.array(rows.map((r) => r.message) as string[])}::text[]
    ) as u (row, customer_id, customer_outcome, booking_outcome, outcome, message)
    where r.import_id = ${id} and r.row = u.row`;
}

/** Which of these lower-cased e-mails a customer in the read model has (the customers projection). */
export async function registeredEmails(sql: Sql, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await sql`select lower(email) as email from customers where lower(email) = any(${sql.array([...emails])}::text[])`;
  return new Set(rows.map((r) => r.email as string));
}

export type ImportCounts = Pick<CustomerImport, 'processed' | 'created' | 'updated' | 'skipped' | 'failed'>;

/** Progress as the rows have it; announced to every process's subscribers. */
export async function saveProgress(db: Database, id: string, state: CustomerImportState, counts: ImportCounts, finish?: Pick<CustomerImport, 'errors' | 'failedRowsCsv' | 'message'>): Promise<void> {
  await db.transaction(async (tx, notify) => {
    await tx`
      update customer_imports set
        state = ${state}, processed = ${counts.processed}, created = ${counts.created}, updated = ${counts.updated},
        skipped = ${counts.skipped}, failed = ${counts.failed}, updated_at = now()
        ${finish ? tx`, errors = ${tx.json(finish.errors)}, failed_rows_csv = ${finish.failedRowsCsv}, message = ${finish.message}` : tx``}
      where id = ${id} and state <> 'COMPLETED'`;
    // The rows' personal data is not kept once the failed ones are in the import's own CSV (a
    // FAILED import keeps them, so that retrying its job resumes it).
    if (state === 'COMPLETED') await tx`delete from customer_import_rows where import_id = ${id}`;
    notify(...announce(id));
  });
}

/**
 * Forgets an e-mail's rows in finished imports (deleting its customer): their stored rows go, and
 * each failed-rows CSV that may name it is rewritten by `without`. Imports still running keep theirs.
 */
export async function forgetImportedEmail(db: Database, emailKey: string, without: (csv: string) => string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx`
      delete from customer_import_rows r using customer_imports i
      where r.import_id = i.id and i.state in ('COMPLETED', 'FAILED') and r.email_key = ${emailKey}`;
    const naming = await tx`
      select id, failed_rows_csv from customer_imports
      where state in ('COMPLETED', 'FAILED') and strpos(lower(failed_rows_csv), ${emailKey}) > 0 for update`;
    for (const { id, failed_rows_csv: csv } of naming) {
      const kept = without(csv as string);
      if (kept !== csv) await tx`update customer_imports set failed_rows_csv = ${kept} where id = ${id as string}`;
    }
  });
}
