import type { Notify, Tx } from '../platform/database.js';

/**
 * Every API process listens here and closes the sockets of the sessions named. Admin sessions
 * (`sessions`) and customer sessions (`customer_sessions`) share it: both are named by the SHA-256
 * of a distinct 32-byte random token, so an id never names one of each.
 */
export const SESSIONS_ENDED = 'sessions_ended';

export type SessionEndReason = 'logout' | 'rotated' | 'expired' | 'password_changed' | 'role_changed' | 'customer_deleted' | 'proof_withdrawn';

/** Payload of SESSIONS_ENDED: session ids (hashes), never tokens. */
export interface SessionsEnded {
  reason: SessionEndReason;
  sessions: string[];
}

// PostgreSQL caps a notification payload at 8000 bytes; 100 ids of 64 characters stay well below.
const IDS_PER_NOTICE = 100;

/** Tells every process (on commit of the caller's transaction) that these sessions ended. */
export function announceEnded(notify: Notify, reason: SessionEndReason, ended: readonly string[]): void {
  for (let i = 0; i < ended.length; i += IDS_PER_NOTICE) {
    notify(SESSIONS_ENDED, JSON.stringify({ reason, sessions: ended.slice(i, i + IDS_PER_NOTICE) } satisfies SessionsEnded));
  }
}

/**
 * Deletes the admin sessions chosen and, in the same transaction, tells every process they ended:
 * the notice is delivered only if the deletion commits.
 */
export async function endSessions(
  tx: Tx,
  notify: Notify,
  reason: SessionEndReason,
  which: { sessionId: string } | { userId: string; except?: string | null },
): Promise<string[]> {
  const rows =
    'sessionId' in which
      ? await tx`delete from sessions where id_hash = ${which.sessionId} returning id_hash`
      : await tx`delete from sessions where user_id = ${which.userId} and id_hash is distinct from ${which.except ?? null} returning id_hash`;
  const ended = rows.map((r) => r.id_hash as string);
  announceEnded(notify, reason, ended);
  return ended;
}

type CustomerSessionsChosen = { sessionId: string } | { customerId: string } | { userId: string };

/**
 * Deletes the customer sessions chosen and, in the same transaction, tells every process they
 * ended (their sockets close); the notice goes out only if the deletion commits.
 */
export async function endCustomerSessions(tx: Tx, notify: Notify, reason: SessionEndReason, which: CustomerSessionsChosen): Promise<string[]> {
  const rows =
    'sessionId' in which
      ? await tx`delete from customer_sessions where id_hash = ${which.sessionId} returning id_hash`
      : 'customerId' in which
        ? await tx`delete from customer_sessions where customer_id = ${which.customerId} returning id_hash`
        : await tx`delete from customer_sessions where user_id = ${which.userId} returning id_hash`;
  const ended = rows.map((r) => r.id_hash as string);
  announceEnded(notify, reason, ended);
  return ended;
}

