import type { Database } from './database.js';
import { PROJECTION_PROGRESS, type ProgressMessage } from './channels.js';

/**
 * Lets a command's caller wait until a read model has applied its events, so the screen that
 * sent a mutation never reads stale rows. Works across processes through the database: every
 * checkpoint is read once each time the listen on progress messages begins (at start and after a
 * lost connection), and the messages keep the positions current from then on, so a wait costs
 * no query of its own.
 */
export class ProjectionWaiter {
  private positions = new Map<string, number>();
  private waiters = new Set<{ projection: string; position: number; resolve: () => void }>();
  private unlisten: (() => Promise<void>) | null = null;
  /** The checkpoints read since the listen last began; until then a wait asks the table itself. */
  private synced: Promise<boolean> = Promise.resolve(false);
  /** Counts the progress notices heard, and every new listen; null while not listening. */
  private notices: number | null = null;

  constructor(private readonly db: Database) {}

  async start(): Promise<void> {
    let listening!: () => void;
    const began = new Promise<void>((resolve) => (listening = resolve));
    this.unlisten = await this.db.listen(
      PROJECTION_PROGRESS,
      (payload) => {
        const { projection, position } = JSON.parse(payload) as ProgressMessage;
        if (this.notices !== null) this.notices++;
        this.advance(projection, position);
      },
      () => {
        // Messages sent while the listen was down are lost: what they said is in the table.
        this.notices = (this.notices ?? 0) + 1;
        this.synced = this.readAllStored();
        listening();
      },
    );
    await began;
    await this.synced;
  }

  /**
   * Changes whenever a read model may have changed: at every progress notice of any projection
   * (a live batch, a skipped one, a rebuild's step and swap) and every time the listen begins
   * again (notices may have been lost meanwhile). Null while not listening. What was read from the
   * read models while it held one value is still what they hold (see `AnswerCache`).
   */
  readModelsStamp(): number | null {
    return this.notices;
  }

  async stop(): Promise<void> {
    this.notices = null;
    await this.unlisten?.();
    for (const waiter of this.waiters) waiter.resolve();
    this.waiters.clear();
  }

  /** Resolves true once `projection` has reached `position`, false after `timeoutMs`. */
  async waitFor(projection: string, position: number, timeoutMs = 5000): Promise<boolean> {
    if (this.reached(projection, position)) return true;
    let settle!: () => void;
    const reached = new Promise<void>((resolve) => (settle = resolve));
    const waiter = { projection, position, resolve: settle };
    this.waiters.add(waiter);
    // Not synced (no table when the listen began, or the read failed): ask the table once.
    void this.synced.then(async (synced) => {
      if (!synced) this.advance(projection, await this.readStored(projection));
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs).unref()));
    const outcome = await Promise.race([reached.then(() => 'ok' as const), timeout]);
    clearTimeout(timer);
    this.waiters.delete(waiter);
    return outcome === 'ok' && this.reached(projection, position);
  }

  private reached(projection: string, position: number): boolean {
    return (this.positions.get(projection) ?? 0) >= position;
  }

  private advance(projection: string, position: number) {
    if (position > (this.positions.get(projection) ?? 0)) this.positions.set(projection, position);
    for (const waiter of this.waiters) {
      if (waiter.projection === projection && this.reached(projection, waiter.position)) waiter.resolve();
    }
  }

  private async readAllStored(): Promise<boolean> {
    try {
      const rows = (await this.db.sql`select name, position from projection_checkpoints`) as unknown as { name: string; position: string }[];
      for (const row of rows) this.advance(row.name, Number(row.position));
      return true;
    } catch {
      return false;
    }
  }

  private async readStored(projection: string): Promise<number> {
    const rows = await this.db.sql`select position from projection_checkpoints where name = ${projection}`.catch(() => []);
    return rows[0] ? Number((rows[0] as { position: string }).position) : 0;
  }
}
