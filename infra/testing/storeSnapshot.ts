import type { Database } from '@detailing/services/platform/database';

const READ_MODELS = ['bookings', 'customers', 'services', 'vehicle_types', 'booking_statuses', 'invoices', 'settings'] as const;

/**
 * The event store's head and a digest of every read model, once the projections have caught up
 * with the head: two equal snapshots around a request show it changed nothing.
 */
export async function storeSnapshot(db: Database): Promise<Record<string, string>> {
  for (;;) {
    const [row] = (await db.sql`
      select (select coalesce(max(global_position), 0) from events)::text as head,
             (select coalesce(min(position), 0) from projection_checkpoints)::text as projected,
             ${db.sql.unsafe(READ_MODELS.map((t) => `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${t} t) as ${t}`).join(', '))}
    `) as unknown as [Record<string, string>];
    const { projected, ...state } = row;
    if (Number(projected) >= Number(state.head)) return state;
    await new Promise((resolve) => setImmediate(resolve)); // a mutation's own wait is bounded; the projector is moments behind
  }
}
