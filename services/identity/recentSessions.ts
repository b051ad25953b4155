/** How long a looked-up session is taken as it was, at most: a second of requests share one look-up. */
export const SESSION_REUSE_MS = 1000;
/** Sessions kept at most; past it all go (they are read again on their next request). */
const MAX_SESSIONS = 10_000;

interface Kept<T> {
  session: T;
  until: number;
}

/**
 * Sessions looked up in the last second, so a burst of requests with one cookie costs one
 * look-up. `forgetAll` drops them all: every process calls it on every notice of sessions ended
 * (from any process, `SessionWatch`) and when it starts hearing notices again, and the process
 * that ended a session calls it once the ending committed, before it answers (a request of the
 * same session that read it meanwhile kept nothing then). A look-up begun before a `forgetAll`
 * is not kept. Only live sessions are kept: an unknown or ended one is asked for each time.
 * The socket's per-operation check asks the database itself (`Sessions.byId`).
 */
export class RecentSessions<T extends { expiresAt: Date }> {
  private readonly kept = new Map<string, Kept<T>>();
  private generation = 0;

  constructor(
    /** How long a look-up is taken as it was (`SESSION_REUSE_MS` at most). */
    private readonly reuseMs: number = SESSION_REUSE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The session `id` as `lookUp` tells it, or told it within the last second; `keep` says which may be kept. */
  async find(id: string, lookUp: () => Promise<T | null>, keep: (session: T) => boolean = () => true): Promise<T | null> {
    const kept = this.kept.get(id);
    if (kept && kept.until > this.now()) return kept.session;
    const generation = this.generation;
    const session = await lookUp();
    if (session && keep(session) && generation === this.generation) {
      if (this.kept.size >= MAX_SESSIONS) this.kept.clear();
      this.kept.set(id, { session, until: Math.min(this.now() + this.reuseMs, session.expiresAt.getTime()) });
    } else {
      this.kept.delete(id);
    }
    return session;
  }

  forgetAll(): void {
    this.generation++;
    this.kept.clear();
  }
}
