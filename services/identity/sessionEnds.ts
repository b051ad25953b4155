import type { Notify, Tx } from '../platform/database.js';

/** Every API process listens here and closes the sockets of the sessions named. */
export const SESSIONS_ENDED = 'sessions_ended';

export type SessionEndReason = 'logout' | 'rotated' | 'expired' | 'password_changed' | 'role_changed';

/** Payload of SESSIONS_ENDED: session ids (hashes), never tokens. */
export interface SessionsEnded {
  reason: SessionEndReason;
  sessions: string[];
}

// PostgreSQL caps a notification payload at 8000 bytes; 100 ids of 64 characters stay well below.
const IDS_PER_NOTICE = 100;

/**
 * Deletes the sessions chosen and, in the same transaction, tells every process they ended:
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
  for (let i = 0; i < ended.length; i += IDS_PER_NOTICE) {
    notify(SESSIONS_ENDED, JSON.stringify({ reason, sessions: ended.slice(i, i + IDS_PER_NOTICE) } satisfies SessionsEnded));
  }
  return ended;
}
