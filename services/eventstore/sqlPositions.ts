import { READ_MODEL_TRANSACTION } from '../platform/checkpoints.js';
import type { Tx } from '../platform/database.js';
import { MAX_EVENTS_PER_TRANSACTION } from './EventStore.js';

/**
 * Global positions without a global lock (the transaction-id ordering Marten and Emmett use,
 * folded into one number so no consumer changes shape).
 *
 * An event's position is `(xid - origin) * 2^20 + n`: `xid` the full (64-bit) id of the
 * transaction that appended it, `n` its index among the events that transaction appends (so at
 * most 2^20 of them: `event_store_next_positions` refuses more). Positions therefore follow
 * transaction ids, not commit order, and are not contiguous.
 *
 * A reader takes only positions below `(xmin - origin) * 2^20`, `xmin` being the oldest
 * transaction of this database still running in its statement's snapshot (the snapshot's xmin,
 * leaving out transactions pg_stat_activity shows another database's backend owns): every
 * transaction of this database below it has ended, and every later one gets a larger id, so
 * what a reader sees is a prefix of the log no later commit can insert into. The price: a write
 * transaction left open on this database delays (never loses) delivery of what committed after
 * it began.
 *
 * `origin` is fixed once per database, at the first migration, so every new position is above
 * every old one (older installs numbered 1..N from a sequence). Positions stay below 2^53, exact
 * in a JavaScript number, for 2^33 transactions after that: decades at hundreds a second.
 * It is moved only when the database's transaction ids have fallen behind its events (a dump
 * restored into a new cluster), again so new positions follow the old.
 */
const SHIFT = 20;
if (2 ** SHIFT !== MAX_EVENTS_PER_TRANSACTION) throw new Error('sqlPositions: the shift must match MAX_EVENTS_PER_TRANSACTION');

/** The channel appends are announced on: `<last position> <the appending process's name>`. */
export const APPENDED = 'events_appended';

/** Creates or updates the event store's tables and position functions; call under the migration lock. */
export async function migrateEventTables(tx: Tx): Promise<void> {
  await tx`
    create table if not exists events (
      global_position bigint primary key,
      event_id uuid not null unique,
      stream_id text not null,
      stream_version integer not null,
      type text not null,
      data jsonb not null,
      metadata jsonb not null,
      recorded_at timestamptz not null default now(),
      unique (stream_id, stream_version)
    )`;
  await tx`
    create table if not exists processed_commands (
      command_id text primary key,
      stream_id text not null,
      from_version integer not null,
      to_version integer not null,
      last_position bigint not null,
      recorded_at timestamptz not null default now()
    )`;
  await fixOrigin(tx);
  await tx.unsafe(`
    create or replace function event_store_next_positions(wanted integer) returns bigint
    language plpgsql volatile as $$
    declare
      used bigint := coalesce(nullif(current_setting('event_store.positions_used', true), ''), '0')::bigint;
    begin
      if used + wanted > ${MAX_EVENTS_PER_TRANSACTION} then
        raise exception 'One transaction may append at most ${MAX_EVENTS_PER_TRANSACTION} events; this one would append %', used + wanted
          using errcode = '54000';
      end if;
      perform set_config('event_store.positions_used', (used + wanted)::text, true);
      return (pg_current_xact_id()::text::bigint - event_store_position_origin()) * ${2 ** SHIFT} + used;
    end $$`);
  // The snapshot's oldest running transaction, leaving out those a backend of another database
  // owns (they cannot write these events) and those a read model's transaction of this one owns
  // (marked by application_name for as long as they run, and never appending: see
  // markReadModelTransaction); a transaction not found there (ended meanwhile, prepared) still
  // counts, so the doubt always holds readers back, never lets them skip. A backend's name and
  // its transaction id are read together, and an id assigned after the snapshot is not in it.
  // pg_stat_activity costs about a millisecond, so it is asked only when the snapshot's xmin
  // alone holds back a committed event: otherwise both limits let the same rows through.
  await tx.unsafe(`
    create or replace function event_store_database_limit() returns bigint
    language sql stable as $$
      select (coalesce(
        (select min(x::text::bigint) from pg_snapshot_xip(pg_current_snapshot()) as x
         where (x::text::bigint % 4294967296) not in (
           select a.backend_xid::text::bigint from pg_stat_activity a
           where a.backend_xid is not null
             and (a.datname is distinct from current_database() or a.application_name = '${READ_MODEL_TRANSACTION}'))),
        pg_snapshot_xmax(pg_current_snapshot())::text::bigint
      ) - event_store_position_origin()) * ${2 ** SHIFT}
    $$`);
  await tx.unsafe(`
    create or replace function event_store_safe_limit() returns bigint
    language plpgsql stable as $$
    declare
      fast bigint := (pg_snapshot_xmin(pg_current_snapshot())::text::bigint - event_store_position_origin()) * ${2 ** SHIFT};
    begin
      -- max(): one step down the index, where an exists over a range may scan the table
      if coalesce((select max(global_position) from events), 0) < fast then
        return fast;
      end if;
      return event_store_database_limit();
    end $$`);
  // Before the notice it may carry (p_notify_as), the function took seven arguments.
  await tx`drop function if exists event_store_append(text, integer, text, uuid[], text[], text[], text[])`;
  await tx.unsafe(APPEND_FUNCTION);
  await tx.unsafe(APPEND_ONE_FUNCTION);
  // Raw INSERTs (tests, benches, a hand repair) get positions the same way, in row order.
  const [column] = (await tx`
    select pg_get_expr(d.adbin, d.adrelid) as expression
    from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = 'events'::regclass and a.attname = 'global_position'`) as unknown as [{ expression: string | null }];
  if (!column.expression?.includes('event_store_next_positions')) {
    await tx`alter table events alter column global_position set default event_store_next_positions(1)`;
    // An older install's sequence, which numbered its events 1..N; nothing draws from it now.
    await tx`drop sequence if exists events_global_position_seq`;
  }
}

/** Sets the origin on a new database, or moves it where transaction ids have fallen behind the events. */
async function fixOrigin(tx: Tx): Promise<void> {
  const [{ defined }] = (await tx`select to_regprocedure('event_store_position_origin()') is not null as defined`) as unknown as [
    { defined: boolean },
  ];
  const [now] = (await tx`
    select pg_current_xact_id()::text as xid, coalesce(max(global_position), 0)::text as head from events`) as unknown as [
    { xid: string; head: string },
  ];
  const xid = BigInt(now.xid);
  const floor = (BigInt(now.head) >> BigInt(SHIFT)) + 1n; // xid - origin must reach this for new positions to pass head
  if (defined) {
    const [{ origin }] = (await tx`select event_store_position_origin()::text as origin`) as unknown as [{ origin: string }];
    if (xid - BigInt(origin) >= floor) return;
  }
  await tx.unsafe(`
    create or replace function event_store_position_origin() returns bigint
    language sql immutable parallel safe as $$ select ${(xid - floor).toString()}::bigint $$`);
}

/**
 * One append in one statement: the command's first result if it was processed, the stream's
 * version if the expected one (null: any) does not match, or the events inserted at the next
 * versions with their positions and the command recorded. A racing append to the same stream
 * or with the same command id makes it fail on a unique index; the caller runs it again, which
 * then answers `duplicate` or `conflict` (or, for `any`, appends at the new version).
 * Positions are drawn inside the INSERT, after its lock on the table is granted, so an append
 * waiting for the table holds back no reader. Given the appending process's name (`p_notify_as`),
 * an append that added events announces itself on APPENDED when it commits (see
 * Database.carryNotice).
 */
const appendFunction = (name: string, events: string, count: string, insert: string) => `
  create or replace function ${name}(
    p_stream_id text, p_expected integer, p_command_id text, ${events}, p_notify_as text
  ) returns table (r_outcome text, r_version integer, r_last bigint)
  language plpgsql volatile as $$
  declare
    current_version integer;
    appended integer := ${count};
    last bigint;
  begin
    perform 1 from processed_commands c where c.command_id = p_command_id;
    if found then
      return query select 'duplicate'::text, null::integer, null::bigint;
      return;
    end if;
    select coalesce(max(e.stream_version), 0) into current_version from events e where e.stream_id = p_stream_id;
    if p_expected is not null and p_expected <> current_version then
      -- Each statement here reads a fresh snapshot: an append of this very command that committed
      -- after the look-up above is what moved the stream, and its first result stands.
      perform 1 from processed_commands c where c.command_id = p_command_id;
      if found then
        return query select 'duplicate'::text, null::integer, null::bigint;
        return;
      end if;
      return query select 'conflict'::text, current_version, null::bigint;
      return;
    end if;
    if appended = 0 then
      select coalesce(max(e.global_position), 0) into last from events e where e.global_position < event_store_safe_limit();
    else
      ${insert}
    end if;
    insert into processed_commands (command_id, stream_id, from_version, to_version, last_position)
    values (p_command_id, p_stream_id, current_version + 1, current_version + appended, last);
    if p_notify_as is not null and appended > 0 then
      perform pg_notify('${APPENDED}', last::text || ' ' || p_notify_as);
    end if;
    return query select 'appended'::text, current_version + appended, last;
  end $$`;

const APPEND_FUNCTION = appendFunction(
  'event_store_append',
  'p_event_ids uuid[], p_types text[], p_data text[], p_metadata text[]',
  'coalesce(cardinality(p_event_ids), 0)',
  `with inserted as (
        insert into events (global_position, event_id, stream_id, stream_version, type, data, metadata)
        select (select event_store_next_positions(appended)) + u.n - 1, u.event_id, p_stream_id,
               current_version + u.n::integer, u.type, u.data::jsonb, u.metadata::jsonb
        from unnest(p_event_ids, p_types, p_data, p_metadata) with ordinality as u (event_id, type, data, metadata, n)
        returning global_position
      )
      select max(i.global_position) into last from inserted i;`,
);

/**
 * `event_store_append` for exactly one event (most commands decide one), its values given as
 * they are: parsing four arrays and unnesting them cost the database about a fifth of such an append.
 */
const APPEND_ONE_FUNCTION = appendFunction(
  'event_store_append_one',
  'p_event_id uuid, p_type text, p_data text, p_metadata text',
  '1',
  `insert into events (global_position, event_id, stream_id, stream_version, type, data, metadata)
      values (event_store_next_positions(1), p_event_id, p_stream_id, current_version + 1, p_type, p_data::jsonb, p_metadata::jsonb)
      returning global_position into last;`,
);
