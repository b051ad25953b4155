import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { ERASED } from '@detailing/schema/eventDefinition';
import type { JSONValue } from 'postgres';
import type { Database, Tx } from '../platform/database.js';
import { domainEventCodec, type EventCodec, type StoredEvent } from './codec.js';
import { ErasedStreamError } from './EventStore.js';
import type { ErasureLedger } from './erasureLedger.js';
import { lockPersonalData, MIGRATE_LOCK } from './sqlLocks.js';

/** Where a stored event keeps its sealed personal values, inside its data. */
export const SEALED = '~sealed';

/** The stored envelope: the paths stay in clear so an erased event knows which fields to show as ERASED. */
interface Envelope {
  paths: string[];
  /** base64 of the 12-byte IV, fresh for every event. */
  iv: string;
  /** base64 of the AES-256-GCM ciphertext of the JSON array of values (in `paths` order) followed by its 16-byte tag. */
  sealed: string;
}

/** Which fields of an event type are personal: the codec knows, from the registry. */
export type PersonalPaths = Pick<EventCodec, 'personalPaths'>;

type Runner = Database['sql'] | Tx;

/** The keys of a batch's streams: a stream absent here has no key, and an erased one never has. */
export class KeyRing {
  constructor(
    private readonly keys: ReadonlyMap<string, Buffer>,
    private readonly erased: ReadonlySet<string>,
  ) {}

  static readonly empty = new KeyRing(new Map(), new Set());

  /** The ring of rows naming a stream with its key (null: none) and whether it was erased; a stream may come in many rows. */
  static of(rows: readonly { stream_id: string; key: Buffer | null; erased: boolean }[]): KeyRing {
    const keys = new Map<string, Buffer>();
    const erased = new Set<string>();
    for (const row of rows) {
      if (row.key) keys.set(row.stream_id, row.key);
      if (row.erased) erased.add(row.stream_id);
    }
    return new KeyRing(keys, erased);
  }

  keyOf(streamId: string): Buffer | undefined {
    return this.erased.has(streamId) ? undefined : this.keys.get(streamId);
  }

  isErased(streamId: string): boolean {
    return this.erased.has(streamId);
  }
}

/**
 * Crypto-shredding per stream. Each stream that holds personal values has its own AES-256-GCM
 * key; the store seals those values on append and unseals them on read. Erasing a stream
 * destroys its key, so every reader, in every process, sees its personal fields as ERASED.
 * Keys are never cached: an erasure holds at once everywhere, at one query per read batch.
 */
export class PersonalDataVault {
  private secret: Promise<Buffer> | undefined;
  private readonly erasedListeners = new Set<() => void>();

  constructor(
    private readonly db: Database,
    private readonly paths: PersonalPaths = domainEventCodec,
    /** Where erasures are written before they commit, apart from the database (null: nowhere; tests). */
    private readonly ledger: ErasureLedger | null = null,
  ) {}

  async migrate(): Promise<void> {
    await this.db.sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${MIGRATE_LOCK})`;
      await tx`
        create table if not exists personal_data_keys (
          stream_id text primary key,
          key bytea not null,
          created_at timestamptz not null default now()
        )`;
      await tx`
        create table if not exists personal_data_erasures (
          stream_id text primary key,
          erased_at timestamptz not null default now()
        )`;
      await tx`
        create table if not exists personal_data_secret (
          only_row boolean primary key default true check (only_row),
          secret bytea not null
        )`;
      await tx`insert into personal_data_secret (secret) values (${randomBytes(32)}) on conflict do nothing`;
    });
  }

  /** A stable, unguessable name for a text (hex HMAC-SHA256 under the installation's secret), e.g. for a lookup stream. */
  async pseudonym(text: string): Promise<string> {
    this.secret ??= this.loadSecret();
    return createHmac('sha256', await this.secret)
      .update(text, 'utf8')
      .digest('hex');
  }

  private async loadSecret(): Promise<Buffer> {
    const [row] = (await this.db.sql`select secret from personal_data_secret`) as unknown as { secret: Buffer }[];
    if (!row) {
      this.secret = undefined;
      throw new Error('The personal data vault has no secret: run migrate() first');
    }
    return row.secret;
  }

  /**
   * Destroys the streams' keys: from now on every read shows their events' personal fields as
   * ERASED. Events stored in plain before sealing existed are rewritten to ERASED in place, the
   * one rewrite of stored events there is (a legal erasure). Erasing again changes nothing.
   * `alongside` runs in the same transaction, after its lock: what the erasure frees (images)
   * goes if and only if the keys go.
   */
  async erase(streamIds: readonly string[], alongside?: (tx: Tx) => Promise<void>): Promise<void> {
    const ids = [...new Set(streamIds)];
    if (ids.length === 0) return;
    // On disk before the keys go: a restore of an older backup erases these streams again.
    await this.ledger?.record(ids);
    await this.db.transaction(async (tx) => {
      // Taken by every SQL append that carries personal values to one of these streams too: none
      // can create or seal under a key of a stream this erasure is shredding.
      await lockPersonalData(tx, ids);
      // What the erasure frees (its images), deleted in the same transaction: both or neither.
      await alongside?.(tx);
      await tx`insert into personal_data_erasures (stream_id) select unnest(${tx.array(ids)}::text[]) on conflict do nothing`;
      await tx`delete from personal_data_keys where stream_id = any(${tx.array(ids)}::text[])`;
      await this.eraseLegacyRows(tx, ids);
    });
    for (const listener of this.erasedListeners) listener();
  }

  /** Calls `listener` after every erasure, once committed (the embedded store then compacts its files: `ErasureCompaction`). */
  onErased(listener: () => void): () => void {
    this.erasedListeners.add(listener);
    return () => void this.erasedListeners.delete(listener);
  }

  private async eraseLegacyRows(tx: Tx, ids: string[]): Promise<void> {
    const [{ table }] = (await tx`select to_regclass('events') is not null as table`) as unknown as [{ table: boolean }];
    if (!table) return; // the events live in EventStoreDB, not here
    const rows = (await tx`
      select global_position, type, data from events
      where stream_id = any(${tx.array(ids)}::text[]) and not (data ? ${SEALED})`) as unknown as {
      global_position: string;
      type: string;
      data: Record<string, unknown>;
    }[];
    for (const row of rows) {
      const erased = erasePaths(row.data, this.paths.personalPaths(row.type));
      if (erased === row.data) continue;
      await tx`update events set data = ${tx.json(erased as JSONValue)} where global_position = ${row.global_position}`;
    }
  }

  /**
   * The key to seal a stream's new personal values with, created on first use by the same
   * statement that reads it (inside the caller's append transaction, so a rolled-back append
   * leaves none). Throws ErasedStreamError for an erased stream: its person is gone, and new
   * personal data belongs in a new stream.
   */
  async keyForAppend(streamId: string, sql: Runner = this.db.sql): Promise<Buffer> {
    const rows = (await sql`
      with erased as (select 1 from personal_data_erasures where stream_id = ${streamId}),
      created as (
        insert into personal_data_keys (stream_id, key)
        select ${streamId}, ${randomBytes(32)} where not exists (select 1 from erased)
        on conflict (stream_id) do nothing
        returning key
      )
      select key from created
      union all
      select key from personal_data_keys where stream_id = ${streamId} and not exists (select 1 from erased)`) as unknown as {
      key: Buffer;
    }[];
    if (rows[0]) return rows[0].key;
    // Nothing: the stream is erased, or (outside the stream's lock, as with EventStoreDB) another
    // append created its key after this statement's snapshot. A new statement tells which.
    const key = (await this.loadKeys([streamId], sql)).keyOf(streamId);
    if (!key) throw new ErasedStreamError(streamId);
    return key;
  }

  /**
   * `keyForAppend` for many streams in one statement (a batch append, under their streams' locks):
   * each stream's key, created where it has none. Throws ErasedStreamError for an erased one.
   */
  async keysForAppend(streamIds: readonly string[], sql: Runner = this.db.sql): Promise<Map<string, Buffer>> {
    const ids = [...new Set(streamIds)];
    const keys = new Map<string, Buffer>();
    if (ids.length === 0) return keys;
    const fresh = ids.map(() => randomBytes(32).toString('hex'));
    const rows = (await sql`
      with wanted as (
        select s.stream_id, decode(s.hex, 'hex') as key from unnest(${sql.array(ids)}::text[], ${sql.array(fresh)}::text[]) as s (stream_id, hex)
        where not exists (select 1 from personal_data_erasures e where e.stream_id = s.stream_id)
      ),
      created as (
        insert into personal_data_keys (stream_id, key)
        select stream_id, key from wanted
        on conflict (stream_id) do nothing
        returning stream_id, key
      )
      select stream_id, key from created
      union all
      select k.stream_id, k.key from personal_data_keys k join wanted w on w.stream_id = k.stream_id`) as unknown as {
      stream_id: string;
      key: Buffer;
    }[];
    for (const row of rows) keys.set(row.stream_id, row.key);
    for (const id of ids) {
      if (keys.has(id)) continue;
      // Outside the stream's lock another append may have created it after this statement's snapshot.
      const key = (await this.loadKeys([id], sql)).keyOf(id);
      if (!key) throw new ErasedStreamError(id);
      keys.set(id, key);
    }
    return keys;
  }

  /** The keys (and erasures) of many streams, in one query. */
  async loadKeys(streamIds: readonly string[], sql: Runner = this.db.sql): Promise<KeyRing> {
    const ids = [...new Set(streamIds)];
    if (ids.length === 0) return KeyRing.empty;
    const rows = (await sql`
      select s.stream_id, k.key, e.stream_id is not null as erased
      from unnest(${sql.array(ids)}::text[]) as s (stream_id)
      left join personal_data_keys k on k.stream_id = s.stream_id
      left join personal_data_erasures e on e.stream_id = s.stream_id`) as unknown as {
      stream_id: string;
      key: Buffer | null;
      erased: boolean;
    }[];
    return KeyRing.of(rows);
  }

  /** The data to store for an event, its personal values sealed under the stream's key (`sealPersonal`). */
  seal(event: { eventId: string; streamId: string; data: Record<string, unknown> }, paths: readonly string[], key: Buffer) {
    return sealPersonal(event, paths, key);
  }

  /** A stored event with its personal values back, or ERASED (`unsealPersonal`). */
  unseal(stored: StoredEvent, keys: KeyRing, paths: readonly string[]): StoredEvent {
    return unsealPersonal(stored, keys, paths);
  }

  /**
   * A batch of stored events with their personal values unsealed: one query for the batch, none
   * when none is personal or the caller read the streams' keys with the events (`known`).
   */
  async open(events: StoredEvent[], codec: PersonalPaths, sql: Runner = this.db.sql, known?: KeyRing): Promise<StoredEvent[]> {
    const personal = events.filter((e) => isSealed(e.data) || codec.personalPaths(e.type).length > 0);
    if (personal.length === 0) return events;
    const keys = known ?? (await this.loadKeys(personal.map((e) => e.streamId), sql));
    return events.map((e) => unsealPersonal(e, keys, codec.personalPaths(e.type)));
  }
}

/**
 * The data to store for an event: its personal values moved into one envelope sealed under
 * the stream's key, bound to the event's id and stream so it cannot be read as another's.
 * Data without personal values comes back as it is.
 */
export function sealPersonal(
  event: { eventId: string; streamId: string; data: Record<string, unknown> },
  paths: readonly string[],
  key: Buffer,
): Record<string, unknown> {
  const data = { ...event.data };
  const sealedPaths: string[] = [];
  const values: unknown[] = [];
  for (const path of paths) {
    const value = getPath(data, path);
    if (value === undefined || value === null) continue;
    sealedPaths.push(path);
    values.push(value);
    deletePath(data, path);
  }
  if (sealedPaths.length === 0) return event.data;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(boundTo(event));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const envelope: Envelope = { paths: sealedPaths, iv: iv.toString('base64'), sealed: sealed.toString('base64') };
  return { ...data, [SEALED]: envelope };
}

/**
 * A stored event with its personal values back in place, or ERASED in each of them when its
 * stream is erased (a legacy plain event of an erased stream too). Throws when a sealed
 * envelope does not open under its stream's key: it was altered or moved from another event.
 */
export function unsealPersonal(stored: StoredEvent, keys: KeyRing, paths: readonly string[]): StoredEvent {
  const data = stored.data as Record<string, unknown>;
  const envelope = data?.[SEALED] as Envelope | undefined;
  if (!envelope) {
    return keys.isErased(stored.streamId) ? { ...stored, data: erasePaths(data, paths) } : stored;
  }
  const { [SEALED]: _, ...open } = data;
  const key = keys.keyOf(stored.streamId);
  const values = key ? openEnvelope(envelope, key, stored) : envelope.paths.map(() => ERASED);
  envelope.paths.forEach((path, i) => setPath(open, path, values[i]));
  return { ...stored, data: open };
}

/** True when any of the paths holds a value (null and absent hold nothing personal). */
export function hasPersonalValues(data: Record<string, unknown>, paths: readonly string[]): boolean {
  return paths.some((path) => {
    const value = getPath(data, path);
    return value !== undefined && value !== null;
  });
}

const isSealed = (data: unknown) => typeof data === 'object' && data !== null && SEALED in data;

const boundTo = (event: { eventId: string; streamId: string }) => Buffer.from(`${event.streamId}\u0000${event.eventId}`, 'utf8');

function openEnvelope(envelope: Envelope, key: Buffer, event: StoredEvent): unknown[] {
  const sealed = Buffer.from(envelope.sealed, 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(envelope.iv, 'base64'));
    decipher.setAAD(boundTo(event));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as unknown[];
  } catch (error) {
    throw new Error(
      `The personal data of ${event.type} ${event.eventId} (${event.streamId}) does not open under its stream's key: ${String(error)}`,
    );
  }
}

/** The data with ERASED in every personal path that holds a value; the same object when there is none. */
function erasePaths(data: Record<string, unknown>, paths: readonly string[]): Record<string, unknown> {
  if (!hasPersonalValues(data, paths)) return data;
  const erased = { ...data };
  for (const path of paths) {
    const value = getPath(erased, path);
    if (value !== undefined && value !== null) setPath(erased, path, ERASED);
  }
  return erased;
}

function getPath(data: Record<string, unknown>, path: string): unknown {
  let at: unknown = data;
  for (const name of path.split('.')) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[name];
  }
  return at;
}

/**
 * The object holding the path's last field, in a root that is already a shallow copy: each object
 * on the way is copied in turn, so the caller's data is never changed (cheaper than a deep clone).
 */
function ownParentOf(data: Record<string, unknown>, path: string): [Record<string, unknown> | undefined, string] {
  const names = path.split('.');
  const last = names.pop()!;
  let at = data;
  for (const name of names) {
    const next = at[name];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) return [undefined, last];
    at = at[name] = { ...(next as Record<string, unknown>) };
  }
  return [at, last];
}

function setPath(data: Record<string, unknown>, path: string, value: unknown): void {
  const [parent, name] = ownParentOf(data, path);
  if (parent) parent[name] = value;
}

function deletePath(data: Record<string, unknown>, path: string): void {
  const [parent, name] = ownParentOf(data, path);
  if (parent) delete parent[name];
}
