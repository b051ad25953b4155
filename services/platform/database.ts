import { EventEmitter } from 'node:events';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import postgres from 'postgres';
import { dropRecycledWal, EMBEDDED_WAL_SETTINGS } from './embeddedWal.js';
import { isAlive } from './processes.js';

export type Sql = postgres.Sql;
export type Tx = postgres.TransactionSql;

/** Queue a notification that is delivered only if the surrounding transaction commits. */
export type Notify = (channel: string, payload: string) => void;

/**
 * The SQL database every part of the product shares (event store tables, read models,
 * sessions). Two kinds: a PostgreSQL server, or embedded PGlite spoken to through the same
 * `postgres` driver over a local socket. Notifications are transactional in both.
 */
export interface Database {
  readonly kind: 'postgres' | 'pglite';
  readonly sql: Sql;
  transaction<T>(fn: (tx: Tx, notify: Notify) => Promise<T>): Promise<T>;
  /** Publishes the payloads on `channel` now, in order, in one statement outside any transaction (no commit, nothing written); every one counts. */
  notify(channel: string, ...payloads: string[]): Promise<void>;
  /**
   * Announces a change that has already committed on its own (outside `transaction`), without
   * holding anything up: on PostgreSQL a `pg_notify` in a statement of its own, sent in the
   * background, since a NOTIFY inside a writing transaction holds a cluster-wide lock until that
   * transaction's commit is on disk, which would queue every notifying writer behind one another.
   * A nudge, not a queue: a burst on one channel may arrive as one notification with the latest
   * payload, a few milliseconds later, and one lost to a crash is made up by listeners' own polling.
   * Use `notify` where every message counts.
   */
  publish(channel: string, payload: string): void;
  /**
   * For a statement about to commit what it would then `publish` on `channel`: whether it may
   * carry that notice itself (a `pg_notify` in its own transaction, sparing a statement of its
   * own), in place of any published one still waiting for its turn. A carried notice counts as
   * the channel's one in flight until the returned function is called, once the statement has
   * run, saying whether it did carry one; so only one transaction carrying one is ever
   * committing (see `publish` on the lock it holds). Null where the caller publishes after
   * instead: a notice is in flight or went out under the gap ago, or notices do not go through
   * the database.
   */
  carryNotice(channel: string): ((carried: boolean) => void) | null;
  /**
   * Delivers payloads published on `channel` by any process sharing the database. `onListening`
   * runs each time the listen is (re)established: what was published while it was down is lost,
   * so a listener that keeps state re-reads it there.
   */
  listen(channel: string, handler: (payload: string) => void, onListening?: () => void): Promise<() => Promise<void>>;
  /** The connection pool's size and how many of its connections are open now (for the metrics). */
  readonly pool: DatabasePool;
  close(): Promise<void>;
}

/**
 * postgres.js tells nothing of its pool, so its sockets are counted as they open and close: a
 * connection opens when a query finds none idle and closes after `idle_timeout` unused, so `open`
 * is about the most used at once lately, and at `max` queries may be waiting for a connection.
 */
export interface DatabasePool {
  readonly max: number;
  open(): number;
}

/**
 * `sql.begin` without its round trip: BEGIN goes out together with the transaction's first
 * statements (postgres.js waits for BEGIN's answer before it runs the callback). The callback
 * must await every statement it sends, as with `begin`; a transaction that failed anyway (a
 * failure swallowed on the way) answers COMMIT with ROLLBACK, which is thrown here.
 */
export async function beginPipelined<T>(sql: Sql, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const reserved = await sql.reserve();
  try {
    const begun = reserved`begin`.execute();
    // Its failure is the next statement's too, and seen below.
    begun.catch(() => {});
    let result: T;
    try {
      result = await fn(reserved as unknown as Tx);
      await begun;
      const committed = await reserved`commit`;
      if (committed.command !== 'COMMIT') throw new Error(`the transaction was rolled back: COMMIT answered ${committed.command}`);
    } catch (error) {
      await reserved`rollback`.catch(() => {});
      throw error;
    }
    return result;
  } finally {
    reserved.release();
  }
}

const quiet = { onnotice: () => {} };

/**
 * The driver's options with its documented `socket` hook (missing from its types) set to a
 * connected socket with Nagle's algorithm off, which the driver leaves on: with it on, a statement
 * written while an earlier one is unanswered (pipelined statements, the end of a COPY) waits for
 * the server's ACK, which Linux may delay by 40 ms.
 */
export function withNoDelay<T extends postgres.Options<Record<string, postgres.PostgresType>>>(options: T, pool?: CountedPool): T {
  const socket = pool ? async (o: SocketOptions) => pool.opened(await noDelaySocket(o), o) : noDelaySocket;
  return { ...options, socket } as T;
}

type SocketOptions = Parameters<typeof noDelaySocket>[0];

/** Counts the open sockets of one pool (`sql`), not those of the LISTEN connection postgres.js opens beside it with options of its own. */
class CountedPool implements DatabasePool {
  private count = 0;
  private sql: Sql | null = null;
  constructor(readonly max: number) {}

  of(sql: Sql): Sql {
    this.sql = sql;
    return sql;
  }

  opened(socket: net.Socket, options: SocketOptions): net.Socket {
    if ((options as unknown) !== this.sql?.options) return socket;
    this.count += 1;
    socket.once('close', () => (this.count -= 1));
    return socket;
  }

  open(): number {
    return this.count;
  }
}

function noDelaySocket(options: { host: string[]; port: number[]; path?: string | false; connect_timeout?: number }): Promise<net.Socket> {
  const seconds = options.connect_timeout ?? 30;
  return new Promise((resolve, reject) => {
    const socket = options.path ? net.connect(options.path) : net.connect({ host: options.host[0], port: options.port[0]!, noDelay: true });
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.destroy();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`could not connect to the database within ${seconds} s`)), seconds * 1000);
    socket.once('error', fail);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.off('error', fail);
      resolve(socket);
    });
  });
}

export async function connectPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new CountedPool(options.max ?? 10);
  const sql = pool.of(postgres(url, withNoDelay({ max: pool.max, ...quiet, idle_timeout: 30 }, pool)));
  await sql`select 1`;
  return {
    kind: 'postgres',
    sql,
    pool,
    async transaction(fn) {
      return (await beginPipelined(sql, async (tx) => {
        const queued: [string, string][] = [];
        const result = await fn(tx, (c, p) => queued.push([c, p]));
        // pg_notify inside the transaction: PostgreSQL delivers it only on commit, in the order
        // queued (one statement for them all: a batch of events may queue thousands).
        if (queued.length === 1) await tx`select pg_notify(${queued[0]![0]}, ${queued[0]![1]})`;
        else if (queued.length > 1) {
          await tx`
            select pg_notify(c, p) from unnest(${tx.array(queued.map(([c]) => c))}::text[], ${tx.array(queued.map(([, p]) => p))}::text[])
              with ordinality as q (c, p, n)
            order by n`;
        }
        return result;
      })) as never;
    },
    async notify(channel, ...payloads) {
      if (payloads.length === 1) await sql`select pg_notify(${channel}, ${payloads[0]!})`;
      else if (payloads.length > 1) {
        await sql`select pg_notify(${channel}, p) from unnest(${sql.array(payloads)}::text[]) with ordinality as q (p, n) order by n`;
      }
    },
    ...latestOnly((channel, payload) => sql`select pg_notify(${channel}, ${payload})`),
    async listen(channel, handler, onListening) {
      const { unlisten } = await sql.listen(channel, handler, onListening);
      return unlisten;
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

/**
 * At most one notification per channel every `gapMs` and one in flight: what is published
 * meanwhile goes out once, after the gap, with the latest payload. A single writer's appends would
 * otherwise each cost a statement of their own beside the append. A failure is dropped (listeners
 * poll too; the pool reports a dead server). A notice carried by the caller's own statement
 * (`carryNotice`) takes the channel's turn like one sent here, and the one waiting for the gap's
 * end goes with it: any notice wakes every listener, whatever its payload.
 */
function latestOnly(
  send: (channel: string, payload: string) => Promise<unknown>,
  gapMs = 4,
): Pick<Database, 'publish' | 'carryNotice'> {
  interface Channel {
    /** The payload waiting to go out. */
    next: string | null;
    /** A notice is on its way: sent here, or carried by a statement still running. */
    inFlight: boolean;
    /** When the last one went out or was carried. */
    sentAt: number;
    /** The send of `next` at the gap's end. */
    timer: NodeJS.Timeout | null;
  }
  const channels = new Map<string, Channel>();
  const channelOf = (name: string) => {
    const channel = channels.get(name) ?? { next: null, inFlight: false, sentAt: -Infinity, timer: null };
    channels.set(name, channel);
    return channel;
  };
  const flush = (name: string, channel: Channel) => {
    if (channel.inFlight || channel.next === null || channel.timer) return;
    const wait = channel.sentAt + gapMs - performance.now();
    if (wait > 0) {
      channel.timer = setTimeout(() => {
        channel.timer = null;
        flush(name, channel);
      }, wait);
      return;
    }
    const payload = channel.next;
    channel.next = null;
    channel.inFlight = true;
    channel.sentAt = performance.now();
    void send(name, payload)
      .catch(() => {})
      .finally(() => {
        channel.inFlight = false;
        flush(name, channel);
      });
  };
  return {
    publish(name, payload) {
      const channel = channelOf(name);
      channel.next = payload;
      flush(name, channel);
    },
    carryNotice(name) {
      const channel = channelOf(name);
      if (channel.inFlight || channel.sentAt + gapMs > performance.now()) return null;
      const waiting = channel.next;
      if (channel.timer) clearTimeout(channel.timer);
      channel.timer = null;
      channel.next = null;
      channel.inFlight = true;
      channel.sentAt = performance.now();
      let done = false;
      return (carried) => {
        if (done) return;
        done = true;
        channel.inFlight = false;
        // Not carried after all (the statement failed, or had nothing to announce): the one it took goes out.
        if (!carried && waiting !== null) channel.next ??= waiting;
        flush(name, channel);
      };
    },
  };
}

/**
 * Embedded PGlite under `dataDir` (or in memory), reached through the `postgres` driver on a
 * private loopback socket. PGlite has one connection, so the pool has one; notifications go
 * in-process, after commit.
 */
export async function openEmbedded(dataDir: string | 'memory'): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const releaseLock = dataDir === 'memory' ? async () => {} : await lockDirectory(dataDir);
  // pg_trgm: the customers read model's search index (PostgreSQL ships it; PGlite loads it here).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pglite = await PGlite.create(dataDir === 'memory' ? 'memory://' : dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_WAL_SETTINGS],
  });
  if (dataDir !== 'memory') await dropRecycledWal(dataDir, (text) => pglite.query(text));
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0 });
  await server.start();
  const [host, port] = server.getServerConn().split(':');
  const pool = new CountedPool(1);
  const sql = pool.of(postgres(withNoDelay({ host, port: Number(port), database: 'postgres', username: 'postgres', max: pool.max, ...quiet }, pool)));
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  return {
    kind: 'pglite',
    sql,
    pool,
    async transaction(fn) {
      const queued: [string, string][] = [];
      const result = (await beginPipelined(sql, (tx) => fn(tx, (c, p) => queued.push([c, p])))) as never;
      for (const [channel, payload] of queued) bus.emit(channel, payload);
      return result;
    },
    async notify(channel, ...payloads) {
      for (const payload of payloads) bus.emit(channel, payload);
    },
    publish(channel, payload) {
      bus.emit(channel, payload);
    },
    carryNotice: () => null,
    async listen(channel, handler, onListening) {
      bus.on(channel, handler);
      // In process: never down, so listening begins once.
      onListening?.();
      return async () => void bus.off(channel, handler);
    },
    async close() {
      await sql.end({ timeout: 5 });
      await server.stop();
      await pglite.close();
      await releaseLock();
    },
  };
}

const lockedHere = new Set<string>();

/** Two openers of one PGlite directory would corrupt it: the second one, in any process, stops. */
async function lockDirectory(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = path.resolve(dataDir, 'detailing.lock');
  if (lockedHere.has(lockPath)) throw new Error(`The data directory ${dataDir} is in use by process ${process.pid}; stop it first.`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      lockedHere.add(lockPath);
      return async () => {
        lockedHere.delete(lockPath);
        await rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (owner && isAlive(owner) && owner !== process.pid) {
        throw new Error(`The data directory ${dataDir} is in use by process ${owner}; stop it first.`);
      }
      await rm(lockPath, { force: true }); // left behind by a process that died
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

/** The database the configuration names: PostgreSQL at DATABASE_URL, else the embedded store under DATA_DIR. */
export function openDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  return config.DATABASE_URL ? connectPostgres(config.DATABASE_URL) : openEmbedded(path.resolve(config.DATA_DIR, 'pglite'));
}
