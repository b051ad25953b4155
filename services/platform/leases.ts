import { hostname } from 'node:os';
import postgres from 'postgres';
import { LEASE_LOCKS } from './checkpoints.js';
import { type Database, type Sql, withNoDelay } from './database.js';
import { defaultLog } from './logger.js';

export interface LeaseOptions {
  /** How often to try again for a lease another process holds, and to check the ones held (ms). */
  retryMs?: number;
  /** This process as `projectionLeases` lists it; the host name and pid unless given. */
  label?: string;
  log?: (message: string, error?: unknown) => void;
}

/** The work a lease guards: started when this process wins the lease, stopped when it goes. */
export interface LeaseWork {
  /** This process holds the lease now: start the work. A throw gives the lease up again. */
  acquired(): Promise<void>;
  /** The lease is going (released, or its connection died): stop the work and resolve once nothing of it runs. */
  lost(): Promise<void>;
}

const RETRY_MS = 2_000;

/**
 * Leases by name (one per projection, one for the reactor), so each runs in exactly one process
 * at a time. A lease is a session-level advisory lock, `pg_try_advisory_lock(LEASE_LOCKS,
 * hashtext(name))`, held on one connection of this process's own: when the process dies, its
 * connection closes and PostgreSQL frees the lock; the others try every `retryMs` and the first to
 * win starts the work from its checkpoint. Losing the connection loses every lease at once (the
 * work stops here); the checkpoint row lock stays the fence for a batch already under way.
 *
 * On embedded PGlite there is one connection and one process: the locks are taken on that
 * connection (never blocking, so it cannot deadlock) only so that `projectionLeases` lists them.
 */
export class Leases {
  readonly label: string;
  private readonly wanted = new Map<string, LeaseWork>();
  private readonly held = new Set<string>();
  private readonly log: (message: string, error?: unknown) => void;
  private readonly timer: NodeJS.Timeout;
  private readonly retryMs: number;
  private queue: Promise<void> = Promise.resolve();
  /** The backend the held locks live on; another one means the connection was replaced and they are gone. */
  private backendPid: number | null = null;
  private closed = false;
  /** The lease connection failed and has not worked since: said once per outage, not once per try. */
  private failing = false;

  private constructor(
    private readonly session: Sql,
    private readonly ownsSession: boolean,
    options: LeaseOptions,
  ) {
    this.label = options.label ?? defaultLabel();
    this.log = options.log ?? defaultLog;
    this.retryMs = options.retryMs ?? RETRY_MS;
    this.timer = setInterval(() => void this.tick(), this.retryMs);
    this.timer.unref();
  }

  static open(db: Database, options: LeaseOptions = {}): Leases {
    const label = options.label ?? defaultLabel();
    if (db.kind === 'pglite') return new Leases(db.sql, false, { ...options, label });
    let leases: Leases | undefined = undefined;
    const session = postgres(withNoDelay({
      ...connectionOf(db.sql),
      max: 1,
      // The locks live as long as this one connection: never recycle it.
      max_lifetime: null,
      idle_timeout: undefined,
      connection: { application_name: label },
      onnotice: () => {},
      onclose: () => leases?.connectionClosed(),
    }));
    leases = new Leases(session, true, { ...options, label });
    return leases;
  }

  /** Wants each lease for its work, and tries for them at once; afterwards every `retryMs`. */
  async want(works: ReadonlyMap<string, LeaseWork>): Promise<void> {
    for (const [name, work] of works) this.wanted.set(name, work);
    await this.tick();
  }

  holds(name: string): boolean {
    return this.held.has(name);
  }

  /** Stops each named lease's work, then lets the lease go at once, so another process takes it over without waiting. */
  release(names: readonly string[]): Promise<void> {
    return this.serially(async () => {
      const letGo = names.filter((name) => this.held.has(name));
      const works = letGo.map((name) => [name, this.wanted.get(name)!] as const);
      for (const name of names) this.wanted.delete(name);
      await this.stopAll(works);
      if (letGo.length === 0 || this.backendPid === null) return;
      await this.session`
        select pg_advisory_unlock(${LEASE_LOCKS}, hashtext(name)) from unnest(${this.session.array(letGo)}::text[]) as name`.catch((error) =>
        this.log('releasing leases failed; they go when the connection closes', error),
      );
    });
  }

  /** Releases every lease and closes the lease connection. */
  async close(): Promise<void> {
    await this.release([...this.wanted.keys()]);
    this.closed = true;
    clearInterval(this.timer);
    if (this.ownsSession) await this.session.end({ timeout: 5 });
  }

  /** Checks the held leases are still held, then tries for each one wanted and not held. */
  private tick(): Promise<void> {
    return this.serially(async () => {
      if (this.closed || this.wanted.size === 0) return;
      try {
        const [{ pid }] = (await this.session`select pg_backend_pid() as pid`) as unknown as [{ pid: number }];
        if (this.failing) this.log('leases: the lease connection works again');
        this.failing = false;
        if (this.backendPid !== null && pid !== this.backendPid) await this.loseAll('its connection was replaced');
        this.backendPid = pid;
        const names = [...this.wanted.keys()].filter((name) => !this.held.has(name));
        if (names.length === 0) return;
        const won = (await this.session`
          select name from unnest(${this.session.array(names)}::text[]) as name
          where pg_try_advisory_lock(${LEASE_LOCKS}, hashtext(name))`) as unknown as { name: string }[];
        if (won.length === 0) return;
        const mine = won.map((w) => w.name);
        // Only what `projectionLeases` shows: the lock is the lease, so a failure here stops nothing.
        await this.session`
          insert into projection_leases (name, holder, backend_pid, since)
          select name, ${this.label}, pg_backend_pid(), now() from unnest(${this.session.array(mine)}::text[]) as name
          on conflict (name) do update set holder = excluded.holder, backend_pid = excluded.backend_pid, since = excluded.since`.catch((error) =>
          this.log(`leases ${mine.join(', ')}: could not record this process as their holder`, error),
        );
        for (const name of mine) await this.start(name);
      } catch (error) {
        if (this.closed) return;
        if (!this.failing) this.log(`leases: the lease connection failed; trying again every ${this.retryMs} ms`, error);
        this.failing = true;
        await this.loseAll('its connection failed');
      }
    });
  }

  private async start(name: string) {
    const work = this.wanted.get(name)!;
    this.held.add(name);
    try {
      await work.acquired();
    } catch (error) {
      this.log(`lease ${name}: starting its work failed; giving the lease up`, error);
      this.held.delete(name);
      await work.lost().catch(() => {});
      await this.session`select pg_advisory_unlock(${LEASE_LOCKS}, hashtext(${name}))`.catch(() => {});
    }
  }

  private connectionClosed() {
    if (this.closed || this.held.size === 0) return;
    void this.serially(() => this.loseAll('its connection closed'));
  }

  private async loseAll(reason: string) {
    this.backendPid = null;
    if (this.held.size === 0) return;
    this.log(`leases ${[...this.held].join(', ')}: lost (${reason}); stopping them in this process until they are won again`);
    await this.stopAll([...this.held].map((name) => [name, this.wanted.get(name)!] as const));
  }

  /** Stops the works together: one work's stop may wait on another's (a queue of rebuilds), so none waits its turn. */
  private async stopAll(works: readonly (readonly [string, LeaseWork])[]) {
    for (const [name] of works) this.held.delete(name);
    await Promise.all(works.map(([name, work]) => work.lost().catch((error) => this.log(`lease ${name}: stopping its work failed`, error))));
  }

  /** One lease operation at a time: a tick never races a release or a lost connection. */
  private serially(step: () => Promise<void>): Promise<void> {
    const next = this.queue.then(step);
    this.queue = next.catch(() => {});
    return next;
  }
}

function defaultLabel(): string {
  // application_name keeps 63 bytes.
  return `${hostname().slice(0, 40)} pid ${process.pid}`;
}

/** Where the shared pool connects, so the lease connection reaches the same database as the same user. */
function connectionOf(sql: Sql): postgres.Options<Record<string, never>> {
  const o = sql.options;
  return { host: o.host as unknown as string, port: o.port as unknown as number, path: o.path, database: o.database, user: o.user, pass: o.pass ?? undefined, ssl: o.ssl };
}
