import type { Sql } from '../../platform/database.js';
import { migrateTables } from '../../platform/migrations.js';

// One-time sign-in links are state, not facts: a row per customer holding only the SHA-256 hash of
// the token. Issuing a new link replaces the row, so the previous link stops working (revoked).

export type PortalSendState = 'QUEUED' | 'SENT' | 'FAILED';

export const migratePortalLinks = (sql: Sql): Promise<void> =>
  migrateTables(sql, 'customer_portal_links', [
    {
      id: 1,
      name: 'portal links',
      up: (tx) => tx`
        create table if not exists customer_portal_links (
          customer_id text primary key,
          link_id uuid not null unique,
          token_hash bytea not null unique,
          expires_at timestamptz not null,
          used_at timestamptz,
          send_state text not null default 'QUEUED',
          send_error text,
          origin text not null,
          created_at timestamptz not null
        )`,
    },
  ]);

/** Stores a customer's new link, replacing (revoking) the one before. */
export async function replacePortalLink(sql: Sql, link: { customerId: string; linkId: string; tokenHash: Buffer; origin: string; now: string; expiresAt: string }): Promise<void> {
  await sql`
    insert into customer_portal_links (customer_id, link_id, token_hash, origin, expires_at, created_at)
    values (${link.customerId}, ${link.linkId}, ${link.tokenHash}, ${link.origin}, ${link.expiresAt}, ${link.now})
    on conflict (customer_id) do update set
      link_id = excluded.link_id, token_hash = excluded.token_hash, origin = excluded.origin, expires_at = excluded.expires_at,
      used_at = null, send_state = 'QUEUED', send_error = null, created_at = excluded.created_at`;
}

/** Drops the customer's link (deleting the customer): its send error may quote their number. */
export async function deletePortalLink(sql: Sql, customerId: string): Promise<void> {
  await sql`delete from customer_portal_links where customer_id = ${customerId}`;
}

/** Uses the link with this hash once, if it is current: the customer's id, or null. One statement, so two redeemers cannot both win. */
export async function usePortalLink(sql: Sql, tokenHash: Buffer, now: string): Promise<string | null> {
  const [row] = await sql`
    update customer_portal_links set used_at = ${now}
    where token_hash = ${tokenHash} and used_at is null and expires_at > ${now}
    returning customer_id`;
  return row ? (row.customer_id as string) : null;
}

/** The link's origin while it is still the customer's current one (not replaced since), else null. */
export async function currentPortalLink(sql: Sql, customerId: string, linkId: string): Promise<{ origin: string } | null> {
  const [row] = await sql`select origin from customer_portal_links where customer_id = ${customerId} and link_id = ${linkId}`;
  return row ? { origin: row.origin as string } : null;
}

export async function recordPortalSend(sql: Sql, linkId: string, state: PortalSendState, error: string | null): Promise<void> {
  await sql`update customer_portal_links set send_state = ${state}, send_error = ${error} where link_id = ${linkId}`;
}

export async function portalSendState(sql: Sql, linkId: string): Promise<{ state: PortalSendState; error: string | null } | null> {
  const [row] = await sql`select send_state, send_error from customer_portal_links where link_id = ${linkId}`;
  return row ? { state: row.send_state as PortalSendState, error: (row.send_error as string | null) ?? null } : null;
}
