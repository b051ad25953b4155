import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CUSTOMER_IMPORT_LIMITS, customerImportMessages as m, IMPORT_FIELDS, type ValidImportRow, validateImportRow } from '@detailing/schema';
import type { CommandOptions } from '../../commands/runner.js';
import type { Actor } from '../../eventstore/EventStore.js';
import type { ChangeMessage } from '../../platform/channels.js';
import { READ_MODEL_CHANGES } from '../../platform/channels.js';
import { newId } from '../../platform/clock.js';
import type { Database } from '../../platform/database.js';
import { DomainError } from '../../platform/errors.js';
import { customerRowsFromJson, type ImportSourceRow, parseCustomerCsv } from '../csvParse.js';
import {
  type CustomerImport,
  findImport,
  forgetImportedEmail,
  IMPORT_MODEL,
  type ImportCounts,
  importRows,
  insertImport,
  registeredEmails,
  type RowOutcome,
  saveProgress,
  saveRow,
  saveRows,
  type StoredImportRow,
} from './queries.js';

export type { CustomerImport } from './queries.js';

export type ImportBooking = NonNullable<ValidImportRow['booking']>;

/** What an import does with a valid row, through the customers and bookings commands (wired by the app). */
export interface ImportPorts {
  /** `CustomerCommands.upsertByEmail`: idempotent per command id (a repeat answers as the first time). */
  upsertCustomer(customer: ValidImportRow['customer'], options: CommandOptions & { commandId: string }): Promise<{ customerId: string; outcome: 'created' | 'updated' | 'unchanged' }>;
  /** Whether the customer already has a booking on that date, at that time, for that vehicle type. */
  hasBooking(customerId: string, customer: ValidImportRow['customer'], booking: ImportBooking): Promise<boolean>;
  /** Creates the row's booking (serviceIds [1], 001 §7); idempotent per command id. */
  createBooking(customerId: string, customer: ValidImportRow['customer'], booking: ImportBooking, options: CommandOptions & { commandId: string }): Promise<void>;
  /**
   * The common case in bulk: registers customers whose e-mail nobody holds, with their bookings,
   * in one append for all (`upsertByEmail` and `createBooking` decided by their own deciders,
   * under the command ids and customer ids those would use, so a later call of either with the
   * same ids repeats nothing). Answers each row's customer id, or null for a row it could not
   * take (bad input, the catalog refuses the booking); null for all when a stream turned out to
   * exist (someone registered meanwhile): appended nothing, the caller runs the rows one by one.
   */
  registerNew?(
    rows: readonly {
      customer: ValidImportRow['customer'];
      booking: ImportBooking | null;
      customerOptions: CommandOptions & { commandId: string };
      bookingOptions: CommandOptions & { commandId: string };
    }[],
  ): Promise<(string | null)[] | null>;
  /** Waits (bounded) until the read models hold everything the import appended: its steps do not wait one by one. */
  settle(): Promise<void>;
}

export const IMPORT_JOB_PREFIX = 'customer-import-';
const FINISHED = new Set(['COMPLETED', 'FAILED']);
/** New customers per batch append. */
const BATCH_ROWS = 200;

/** The import's API side: validates the file at once, stores its rows, starts the job, reports progress. */
export class CustomerImports {
  constructor(
    private readonly deps: {
      db: Database;
      /** Queues the import's job (its id is `IMPORT_JOB_PREFIX + importId`); resolves once it is queued. */
      startJob(importId: string): Promise<void>;
    },
  ) {}

  /** `importCustomers(csv)`: a file refused as a whole is refused here, before anything is stored. */
  importCsv(csv: unknown): Promise<CustomerImport> {
    return this.start(parseCustomerCsv(csv));
  }

  /** `POST /api/customers/import` with `{ customers: [...] }`: the same pipeline over JSON rows. */
  importJson(customers: unknown): Promise<CustomerImport> {
    return this.start(customerRowsFromJson(customers));
  }

  async find(id: string): Promise<CustomerImport | null> {
    return findImport(this.deps.db.sql, id);
  }

  /** The import now, then each step it takes (from any process), until it finishes or the reader leaves. */
  progress(id: string): AsyncIterableIterator<CustomerImport> {
    const { db } = this.deps;
    const pending: CustomerImport[] = [];
    let wake: (() => void) | null = null;
    let done = false;
    let last = '';
    let reading = Promise.resolve();
    const read = () => {
      reading = reading.then(async () => {
        const current = await findImport(db.sql, id).catch(() => null);
        if (!current) return;
        const key = JSON.stringify(current);
        if (key === last) return;
        last = key;
        pending.push(current);
        wake?.();
      });
    };
    const listening = db.listen(READ_MODEL_CHANGES, (payload) => {
      const { change } = JSON.parse(payload) as ChangeMessage;
      if (change.model === IMPORT_MODEL && change.id === id) read();
    });
    read(); // after listening began: no step falls between the first answer and the next
    const finish = async () => {
      done = true;
      wake?.();
      await (await listening)();
      return { done: true as const, value: undefined };
    };
    let ended = false;
    return {
      [Symbol.asyncIterator]() {
        return this;
      },
      async next() {
        await listening;
        while (pending.length === 0 && !done && !ended) await new Promise<void>((r) => (wake = r));
        wake = null;
        if (done || (ended && pending.length === 0)) {
          await finish();
          return { done: true, value: undefined };
        }
        const value = pending.shift()!;
        if (FINISHED.has(value.state)) ended = true;
        return { done: false, value };
      },
      return: finish,
      throw: finish,
    };
  }

  private async start(source: ImportSourceRow[]): Promise<CustomerImport> {
    const id = newId();
    const rows: StoredImportRow[] = source.map((r) => ({ row: r.row, emailKey: r.values.email.toLowerCase() || `row-${r.row}`, values: r.values, customerId: null, customerOutcome: null, bookingOutcome: null, outcome: null, message: null }));
    const created = await insertImport(this.deps.db, id, rows);
    await this.deps.startJob(id);
    return created;
  }
}

const importer: Actor = { kind: 'system', id: 'customer-import', name: 'Customer import' };

/**
 * The import's job: each row once, whatever crashes and retries come. Rows with the same e-mail
 * run one after another in file order (the first registers, the next update); different e-mails
 * run side by side, `concurrency` at a time. Every command's id is derived from (import, row,
 * step), so a resumed job repeats nothing; each row's outcome is stored as it finishes.
 */
export async function runCustomerImport(
  deps: { db: Database; ports: ImportPorts; concurrency?: number; actor?: Actor; progressEveryMs?: number },
  importId: string,
  options: { lastAttempt?: boolean } = {},
): Promise<void> {
  const { db, ports } = deps;
  const found = await findImport(db.sql, importId);
  if (!found || found.state === 'COMPLETED') return;
  const rows = await importRows(db.sql, importId);
  const counts: ImportCounts = { processed: 0, created: 0, updated: 0, skipped: 0, failed: 0 };
  const count = (outcome: RowOutcome) => {
    counts.processed++;
    counts[outcome]++;
  };
  for (const row of rows) if (row.outcome) count(row.outcome);

  let flushed = 0;
  let flushing: Promise<void> = saveProgress(db, importId, 'RUNNING', counts);
  const flush = (force = false) => {
    if (!force && Date.now() - flushed < (deps.progressEveryMs ?? 150)) return flushing;
    flushed = Date.now();
    const snapshot = { ...counts };
    flushing = flushing.then(() => saveProgress(db, importId, 'RUNNING', snapshot));
    return flushing;
  };

  const groups = new Map<string, StoredImportRow[]>();
  for (const row of rows) {
    if (row.outcome) continue;
    const group = groups.get(row.emailKey) ?? [];
    group.push(row);
    groups.set(row.emailKey, group);
  }

  const runRow = async (row: StoredImportRow, merged: ValidImportRow['customer'] | null, booked: Set<string>) => {
    await importRow(db, ports, deps.actor ?? importer, importId, row, merged, booked);
    count(row.outcome!);
    void flush();
  };

  // New customers (an e-mail alone in the file, that no customer has) go in bulk, BATCH_ROWS
  // rows per append; the rest, and any batch that finds a stream taken meanwhile, row by row.
  const oneByOne: StoredImportRow[][] = [];
  const fresh: { row: StoredImportRow; customer: ValidImportRow['customer']; booking: ImportBooking | null }[] = [];
  for (const group of groups.values()) {
    const [row] = group;
    const checked = group.length === 1 && !row!.customerOutcome && !row!.bookingOutcome && ports.registerNew ? validateImportRow(row!.values) : null;
    if (checked?.ok) fresh.push({ row: row!, customer: checked.row.customer, booking: checked.row.booking ?? null });
    else oneByOne.push(group);
  }
  const actor = deps.actor ?? importer;
  const runBatch = async (batch: typeof fresh) => {
    const known = await registeredEmails(db.sql, batch.map((b) => b.customer.email.trim().toLowerCase()));
    const unknown = batch.filter((b) => !known.has(b.customer.email.trim().toLowerCase()));
    for (const b of batch) if (known.has(b.customer.email.trim().toLowerCase())) oneByOne.push([b.row]);
    if (unknown.length === 0) return;
    const ids = await ports.registerNew!(
      unknown.map((b) => ({
        customer: b.customer,
        booking: b.booking,
        customerOptions: stepOptions(actor, importId, b.row, 'customer'),
        bookingOptions: stepOptions(actor, importId, b.row, 'booking'),
      })),
    );
    // Stored after the append: a crash between the two reruns these rows, whose commands then repeat nothing.
    const done: StoredImportRow[] = [];
    unknown.forEach((b, i) => {
      const customerId = ids?.[i];
      if (!customerId) return void oneByOne.push([b.row]);
      Object.assign(b.row, { customerId, customerOutcome: 'created', bookingOutcome: b.booking ? 'created' : null, outcome: 'created', message: null });
      done.push(b.row);
    });
    await saveRows(db.sql, importId, done);
    for (const row of done) count(row.outcome!);
    void flush();
  };

  try {
    const batches: (typeof fresh)[] = [];
    for (let i = 0; i < fresh.length; i += BATCH_ROWS) batches.push(fresh.slice(i, i + BATCH_ROWS));
    await eachLimited(batches, 2, runBatch);
    await eachLimited(oneByOne, deps.concurrency ?? 16, async (group) => {
      // Rows of one e-mail make one customer: later rows' non-empty fields win, so a file that
      // names someone twice lands on the same profile however often it is imported.
      const valid = group.map((row) => validateImportRow(row.values)).flatMap((checked) => (checked.ok ? [checked.row.customer] : []));
      const merged = valid.reduce<ValidImportRow['customer'] | null>(
        (sum, c) => (sum ? ({ ...sum, ...Object.fromEntries(Object.entries(c).filter(([, v]) => v !== null && v !== '')) } as ValidImportRow['customer']) : c),
        null,
      );
      // The bookings this group made: the read model may not show them yet when the next row asks.
      const booked = new Set<string>();
      for (const row of group) await runRow(row, merged, booked);
    });
    await flushing;
    // COMPLETED means the customers screen and the calendar show the import.
    await ports.settle();
    const failed = rows.filter((r) => r.outcome === 'failed');
    await saveProgress(db, importId, 'COMPLETED', counts, {
      errors: failed.slice(0, CUSTOMER_IMPORT_LIMITS.MAX_ERRORS).map((r) => m.row(r.row, r.message ?? m.importFailed)),
      failedRowsCsv: failed.length ? failedRowsCsv(failed) : null,
      message: null,
    });
  } catch (error) {
    await flushing.catch(() => {});
    if (options.lastAttempt) {
      await saveProgress(db, importId, 'FAILED', counts, { errors: [], failedRowsCsv: null, message: m.importFailed }).catch(() => {});
    }
    throw error;
  }
}

/**
 * One row, step by step: the customer (upsert), then its booking. What each step did is stored
 * before the next one runs, so a job resumed after a crash skips the steps already done and
 * counts the row as it happened; a booking is marked 'creating' before its command runs, and a
 * resume runs that command again under the same id (which appends nothing the second time).
 */
async function importRow(
  db: Database,
  ports: ImportPorts,
  actor: Actor,
  importId: string,
  row: StoredImportRow,
  merged: ValidImportRow['customer'] | null,
  booked: Set<string>,
): Promise<void> {
  const finish = async (outcome: RowOutcome, message: string | null) => {
    row.outcome = outcome;
    row.message = message;
    await saveRow(db.sql, importId, row);
  };
  const checked = validateImportRow(row.values);
  if (!checked.ok) return finish('failed', checked.message);
  const { booking } = checked.row;
  const customer = merged ?? checked.row.customer;
  const step = (name: string) => stepOptions(actor, importId, row, name);
  const bookingKey = booking ? `${booking.date} ${booking.time} ${booking.vehicleType}` : '';
  const outcome = (): RowOutcome =>
    row.customerOutcome === 'created' ? 'created' : row.customerOutcome === 'updated' || row.bookingOutcome === 'created' ? 'updated' : 'skipped';
  try {
    if (!row.customerOutcome || !row.customerId) {
      const upserted = await ports.upsertCustomer(customer, step('customer'));
      row.customerId = upserted.customerId;
      row.customerOutcome = upserted.outcome;
      if (!booking) return finish(outcome(), null);
    }
    if (booking && row.bookingOutcome === null) {
      row.bookingOutcome = booked.has(bookingKey) || (await ports.hasBooking(row.customerId, customer, booking)) ? 'skipped' : 'creating';
      if (row.bookingOutcome === 'skipped') return finish(outcome(), null);
      await saveRow(db.sql, importId, row);
    }
    if (booking && row.bookingOutcome === 'creating') {
      await ports.createBooking(row.customerId, customer, booking, step('booking'));
      row.bookingOutcome = 'created';
      booked.add(bookingKey);
    }
    return finish(outcome(), null);
  } catch (error) {
    // A rule of the domain refused the row (an invalid e-mail or mobile): that row fails, the rest go on.
    if (error instanceof DomainError && error.code === 'BAD_USER_INPUT') return finish('failed', error.message);
    throw error;
  }
}

/** A row's step's command: its id derived from (import, row, step), so a resumed job repeats nothing. */
function stepOptions(actor: Actor, importId: string, row: StoredImportRow, name: string): CommandOptions & { commandId: string } {
  return {
    actor,
    commandId: `customer-import-${importId}-row-${row.row}-${name}`,
    correlationId: `customer-import-${importId}`,
    // No step waits for the read models (thousands of rows would wait one by one): the job settles once at its end.
    awaitReadModels: false,
  };
}

const FAILED_ROWS_COLUMNS = [...IMPORT_FIELDS, 'error'];
const FAILED_ROWS_FORMAT = { quoted_match: /[\r\n]/ } as const;

/** The failed rows with their error, in the import's own columns: fix them and import this file again. */
export function failedRowsCsv(rows: readonly StoredImportRow[]): string {
  return stringify(
    rows.map((r) => [...IMPORT_FIELDS.map((field) => r.values[field]), m.row(r.row, r.message ?? m.importFailed)]),
    { header: true, columns: FAILED_ROWS_COLUMNS, ...FAILED_ROWS_FORMAT },
  );
}

/** A failed-rows CSV without the rows of this (lower-case) e-mail; the same text when it has none. */
export function failedRowsCsvWithout(csv: string, emailKey: string): string {
  const [header, ...rows] = parse(csv, { relax_column_count: true }) as string[][];
  const email = FAILED_ROWS_COLUMNS.indexOf('email');
  const kept = rows.filter((cells) => (cells[email] ?? '').toLowerCase() !== emailKey);
  return kept.length === rows.length ? csv : stringify([header ?? FAILED_ROWS_COLUMNS, ...kept], FAILED_ROWS_FORMAT);
}

/** Deleting a customer: finished imports forget the rows of their e-mail. */
export function forgetImportsOf(db: Database, email: string): Promise<void> {
  const emailKey = email.trim().toLowerCase();
  return forgetImportedEmail(db, emailKey, (csv) => failedRowsCsvWithout(csv, emailKey));
}

async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: unknown = null;
  const lane = async () => {
    while (next < items.length && failure === null) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failure !== null) throw failure;
}
