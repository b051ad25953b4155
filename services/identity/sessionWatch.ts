import type { Database } from '../platform/database.js';
import { SESSIONS_ENDED, type SessionEndReason, type SessionsEnded } from './sessionEnds.js';

export interface WatchHandle {
  /**
   * Also end at this instant (the session's expiry), even if nobody says so. With `renew`, the
   * instant is asked again when it comes (an idle expiry moves while the session is used): a later
   * one re-arms the timer, null ends the watch.
   */
  until(expiresAt: Date, renew?: () => Promise<Date | null>): void;
  stop(): void;
}

interface Watcher {
  end(reason: SessionEndReason): void;
  stop(): void;
}

// setTimeout fires at once for delays above 2^31-1 ms (about 24.8 days); longer waits are re-armed.
const MAX_TIMER_MS = 2 ** 31 - 1;
// When asking for a renewed expiry fails (the database away), it is asked again this much later.
const RENEW_RETRY_MS = 5_000;

/**
 * Tells open connections (WebSockets) when their session ends: ended in any process (through the
 * database's notifications) or reaching its expiry.
 */
export class SessionWatch {
  private readonly watchers = new Map<string, Set<Watcher>>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly db: Database) {}

  /**
   * `onNotice` runs at every notice of sessions ended, and each time the listen (re)begins, when
   * notices may have been missed.
   */
  async start(onNotice: () => void = () => {}): Promise<void> {
    this.unlisten = await this.db.listen(
      SESSIONS_ENDED,
      (payload) => {
        onNotice();
        const notice = JSON.parse(payload) as SessionsEnded;
        for (const id of notice.sessions) for (const watcher of [...(this.watchers.get(id) ?? [])]) watcher.end(notice.reason);
      },
      onNotice,
    );
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
    for (const watchers of [...this.watchers.values()]) for (const watcher of [...watchers]) watcher.stop();
  }

  /** Calls `onEnd` at most once, when session `sessionId` ends; watching may start before the session is looked up. */
  watch(sessionId: string, onEnd: (reason: SessionEndReason) => void): WatchHandle {
    let timer: NodeJS.Timeout | undefined;
    let ended = false;
    let stopped = false;
    const watcher: Watcher = {
      stop: () => {
        stopped = true;
        clearTimeout(timer);
        const watchers = this.watchers.get(sessionId);
        watchers?.delete(watcher);
        if (watchers?.size === 0) this.watchers.delete(sessionId);
      },
      end: (reason) => {
        if (ended) return;
        ended = true;
        watcher.stop();
        onEnd(reason);
      },
    };
    const watchers = this.watchers.get(sessionId) ?? new Set();
    watchers.add(watcher);
    this.watchers.set(sessionId, watchers);
    return {
      until(expiresAt, renew) {
        const wait = (ms: number, then: () => void) => {
          timer = setTimeout(then, Math.min(ms, MAX_TIMER_MS));
          timer.unref();
        };
        const arm = (at: Date) => {
          if (stopped) return;
          const left = at.getTime() - Date.now();
          if (left > 0) return wait(left, () => arm(at));
          if (!renew) return watcher.end('expired');
          renew().then(
            (next) => (next && next.getTime() > Date.now() ? arm(next) : watcher.end('expired')),
            () => wait(RENEW_RETRY_MS, () => arm(at)),
          );
        };
        clearTimeout(timer);
        arm(expiresAt);
      },
      stop: watcher.stop,
    };
  }
}
