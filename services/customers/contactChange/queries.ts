import type { ContactField } from '@detailing/schema';
import type { Sql } from '../../platform/database.js';
import { migrateTables } from '../../platform/migrations.js';

// A customer's pending e-mail or mobile change (issue 28) is state, not a fact: one row per
// customer and field, holding the new value and only the hash of its one-time code. A new
// request replaces the row, so the code before stops working. Rows go once expired (at the next
// request), and with their customer.

export const migrateContactChanges = (sql: Sql): Promise<void> =>
  migrateTables(sql, 'customer_contact_changes', [
    {
      id: 1,
      name: 'contact changes',
      up: async (tx) => {
        await tx`
          create table if not exists customer_contact_changes (
            customer_id text not null,
            field text not null,
            change_id uuid not null unique,
            target text not null,
            target_key text not null,
            code_hash bytea not null,
            deliverable boolean not null,
            attempts integer not null default 0,
            previous text,
            created_at timestamptz not null,
            expires_at timestamptz not null,
            confirmed_at timestamptz,
            notified_at timestamptz,
            done_at timestamptz,
            primary key (customer_id, field)
          )`;
        // One customer at a time may be confirming an e-mail: a second request for it is refused, silently.
        await tx`
          create unique index if not exists customer_contact_changes_email on customer_contact_changes (target_key)
          where field = 'email' and deliverable and done_at is null`;
        await tx`create index if not exists customer_contact_changes_expires on customer_contact_changes (expires_at)`;
      },
    },
  ]);

export interface NewContactChange {
  customerId: string;
  field: ContactField;
  changeId: string;
  /** As typed. */
  target: string;
  /** How it is matched: the lower-cased e-mail, the E.164 number. */
  targetKey: string;
  codeHash: Buffer;
  /** False: refused silently (the e-mail is someone else's, or being confirmed by them); it never confirms. */
  deliverable: boolean;
  now: string;
  expiresAt: string;
}

export interface PendingContactChange {
  field: ContactField;
  target: string;
  expiresAt: string;
}

/**
 * Stores a request, replacing the customer's last one for the field; first drops every expired
 * row. False when another customer is confirming this e-mail (nothing stored: the caller stores
 * it undeliverable).
 */
export async function replaceContactChange(sql: Sql, change: NewContactChange): Promise<boolean> {
  await sql`delete from customer_contact_changes where expires_at <= ${change.now}`;
  try {
    await sql`
      insert into customer_contact_changes (customer_id, field, change_id, target, target_key, code_hash, deliverable, created_at, expires_at)
      values (${change.customerId}, ${change.field}, ${change.changeId}, ${change.target}, ${change.targetKey}, ${change.codeHash}, ${change.deliverable}, ${change.now}, ${change.expiresAt})
      on conflict (customer_id, field) do update set
        change_id = excluded.change_id, target = excluded.target, target_key = excluded.target_key, code_hash = excluded.code_hash,
        deliverable = excluded.deliverable, attempts = 0, previous = null, created_at = excluded.created_at, expires_at = excluded.expires_at,
        confirmed_at = null, notified_at = null, done_at = null`;
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return false;
    throw error;
  }
}

export interface ContactAttempt {
  changeId: string;
  target: string;
  targetKey: string;
  /** The code was right for a deliverable request: it is confirmed (now, or by an earlier attempt). */
  confirmed: boolean;
  /** The value before the change, as the first confirmation found it. */
  previous: string | null;
}

/**
 * One attempt at a code, counted and judged in one statement (so concurrent guesses cannot
 * share a count): a wrong code counts against the request, and none is judged once it took
 * `maxWrong` wrong ones or expired. The right code confirms a deliverable request, keeping what
 * the field held before (`previous`, from the first confirmation). Null: nothing current to try.
 */
export async function attemptContactCode(
  sql: Sql,
  at: { customerId: string; field: ContactField; codeHash: Buffer; previous: string; now: string; maxWrong: number },
): Promise<ContactAttempt | null> {
  const [row] = await sql`
    update customer_contact_changes set
      attempts = attempts + case when code_hash = ${at.codeHash} then 0 else 1 end,
      confirmed_at = case when code_hash = ${at.codeHash} and deliverable then coalesce(confirmed_at, ${at.now}) else confirmed_at end,
      previous = case when code_hash = ${at.codeHash} and deliverable then coalesce(previous, ${at.previous}) else previous end
    where customer_id = ${at.customerId} and field = ${at.field} and expires_at > ${at.now} and attempts < ${at.maxWrong}
    returning change_id, target, target_key, confirmed_at is not null and code_hash = ${at.codeHash} as confirmed, previous`;
  return row ? { changeId: row.change_id as string, target: row.target as string, targetKey: row.target_key as string, confirmed: row.confirmed as boolean, previous: (row.previous as string | null) ?? null } : null;
}

/** Takes the right to tell the old address or number, once per change: true for the first caller only. */
export async function takeContactNotice(sql: Sql, changeId: string, now: string): Promise<boolean> {
  const rows = await sql`update customer_contact_changes set notified_at = ${now} where change_id = ${changeId} and notified_at is null returning 1`;
  return rows.length === 1;
}

/** The change is made: the row stays until it expires, so a retried confirmation answers the same. */
export async function finishContactChange(sql: Sql, changeId: string, now: string): Promise<void> {
  await sql`update customer_contact_changes set done_at = coalesce(done_at, ${now}) where change_id = ${changeId}`;
}

/** A change that can no longer be made (the e-mail was taken meanwhile). */
export async function dropContactChange(sql: Sql, changeId: string): Promise<void> {
  await sql`delete from customer_contact_changes where change_id = ${changeId}`;
}

/** The customer's requests not yet confirmed and still current, e-mail first. */
export async function pendingContactChanges(sql: Sql, customerId: string, now: string): Promise<PendingContactChange[]> {
  const rows = await sql`
    select field, target, expires_at from customer_contact_changes
    where customer_id = ${customerId} and done_at is null and expires_at > ${now}
    order by field`;
  return rows.map((r) => ({ field: r.field as ContactField, target: r.target as string, expiresAt: (r.expires_at as Date).toISOString() }));
}

/** Whether another customer holds this e-mail, as the customers read model has it. */
export async function emailHeldByAnother(sql: Sql, customerId: string, emailKey: string): Promise<boolean> {
  const rows = await sql`select 1 from customers where lower(email) = ${emailKey} and id <> ${customerId} limit 1`;
  return rows.length > 0;
}

/** Deleting the customer: their pending addresses and numbers go too. */
export async function deleteContactChanges(sql: Sql, customerId: string): Promise<void> {
  await sql`delete from customer_contact_changes where customer_id = ${customerId}`;
}
