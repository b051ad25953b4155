import type { Database } from './database.js';
import { PROJECTION_PROGRESS, type ProgressMessage } from './channels.js';

/**
 * Lets a command's caller wait until a read model has applied its events, so the screen that
 * sent a mutation never reads stale rows. Works across processes through the database.
 */
export class ProjectionWaiter {
  private positions = new Map<string, number>();
  private waiters = new Set<{ projection: string; position: number; resolve: () => void }>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly db: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(PROJECTION_PROGRESS, (payload) => {
      const { projection, position } = JSON.parse(payload) as ProgressMessage;
      this.advance(projection, position);
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    for (const waiter of this.waiters) waiter.resolve();
    this.waiters.clear();
  }

  /** Resolves true once `projection` has reached `position`, false after `timeoutMs`. */
  async waitFor(projection: string, position: number, timeoutMs = 5000): Promise<boolean> {
    if ((this.positions.get(projection) ?? 0) >= position) return true;
    let settle!: () => void;
    const reached = new Promise<void>((resolve) => (settle = resolve));
    const waiter = { projection, position, resolve: settle };
    this.waiters.add(waiter);
    // The progress message may have gone out before we listened: ask the table once.
    void this.readStored(projection).then((stored) => this.advance(projection, stored));
    const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
    const outcome = await Promise.race([reached.then(() => 'ok' as const), timer]);
    this.waiters.delete(waiter);
    return outcome === 'ok' && (this.positions.get(projection) ?? 0) >= position;
  }

  private advance(projection: string, position: number) {
    if (position > (this.positions.get(projection) ?? 0)) this.positions.set(projection, position);
    const current = this.positions.get(projection) ?? 0;
    for (const waiter of this.waiters) {
      if (waiter.projection === projection && current >= waiter.position) waiter.resolve();
    }
  }

  private async readStored(projection: string): Promise<number> {
    const rows = await this.db.sql`select position from projection_checkpoints where name = ${projection}`.catch(() => []);
    return rows[0] ? Number((rows[0] as { position: string }).position) : 0;
  }
}
