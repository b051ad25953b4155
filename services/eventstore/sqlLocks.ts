import type { Tx } from '../platform/database.js';

// Taken by the SQL migrations, so two processes starting together create the tables and
// functions once. Appends take no global lock: see `sqlPositions.ts` for how readers still
// never skip a late commit. (Versions before that took this very number for every append, so a
// migration from one of them waits for its appends in flight and holds new ones off.)
export const MIGRATE_LOCK = 7_240_117;

/** The first key of the two-key advisory locks on one stream's personal data (the second: hashtext of the stream id). */
const PERSONAL_DATA_LOCKS = 7_240_118;

/**
 * Locks the personal data of these streams until the transaction ends: taken by appends that
 * carry personal values and by an erasure, so an append never creates or uses a key of a stream
 * being erased. In the order of their lock keys, so two transactions never wait on each other in
 * a circle; two streams whose ids hash alike merely share a lock.
 */
export async function lockPersonalData(tx: Tx, streamIds: readonly string[]): Promise<void> {
  if (streamIds.length === 0) return;
  await tx`
    select pg_advisory_xact_lock(${PERSONAL_DATA_LOCKS}, k)
    from (select distinct hashtext(s) as k from unnest(${tx.array([...streamIds])}::text[]) as s order by k) as keys`;
}
