import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** An answer as a read makes it; `keep: false` for one that must be made afresh each time (an error). */
export interface MadeAnswer {
  status: number;
  body: string | Buffer;
  contentType: string;
  keep: boolean;
}

/** An answer as it goes out: its status, bytes and their type, and an ETag naming them. */
export interface CachedAnswer {
  status: number;
  body: Buffer;
  contentType: string;
  etag: string;
}

interface Entry {
  stamp: number;
  expiresAt: number;
  answer: Promise<CachedAnswer & { keep: boolean }>;
}

/** How long an answer is reused at most, even with no read model moving: the reads that count from "now" (the last 7 days, say) move on with the clock. */
export const ANSWER_MAX_AGE_MS = 1000;
/** Answers kept at most, the least recently used going first: one per public read, per signed-in user's read. */
const MAX_ANSWERS = 2000;

/**
 * Answers read from the read models only, kept while no read model moves. `stamp` changes
 * whenever a projection may have written (`ProjectionWaiter.readModelsStamp`, null when it
 * cannot tell): an answer made while it held one value is reused until it changes, and for at
 * most a second. A command answers once its read models caught up, so this process's stamp moved
 * before the next read of its caller: nobody reads their own change stale here (another replica
 * keeps its answer until it hears the same notice, moments later). Many requests missing at
 * once wait for one read. A failed read is not kept.
 *
 * The key must say everything the answer depends on besides the read models: who asks (a
 * signed-in caller's own id), the business date, the query and its variables.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly stamp: () => number | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** The answer for `key`, made by `read` when none is kept (requests waiting for the same read share its answer). */
  async answer(key: string, read: () => Promise<MadeAnswer>): Promise<CachedAnswer> {
    const stamp = this.stamp();
    if (stamp === null) return made(await read());
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && kept.stamp === stamp && kept.expiresAt > now) {
      // Least recently used first: a read moves its answer to the end.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.answer;
    }
    const entry: Entry = { stamp, expiresAt: now + ANSWER_MAX_AGE_MS, answer: read().then(made) };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ANSWERS) this.entries.delete(this.entries.keys().next().value!);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.answer.then((answer) => answer.keep || forget(), forget);
    return entry.answer;
  }
}

/** The ETag of an answer's bytes: the same bytes have the same tag, whatever moved meanwhile. */
function made(answer: MadeAnswer): CachedAnswer & { keep: boolean } {
  const body = typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body;
  return { ...answer, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** A JSON read's answer for the cache: kept. */
export const jsonAnswer = (value: unknown): MadeAnswer => ({ status: 200, body: JSON.stringify(value), contentType: 'application/json; charset=utf-8', keep: true });

/**
 * Sends an answer, a successful one with its ETag; a GET whose If-None-Match names the tag gets
 * 304 and no body. Headers set before (Cache-Control, the security headers) go out with it.
 */
export function sendAnswer(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer): void {
  if (answer.status === 200) {
    res.setHeader('ETag', answer.etag);
    if ((req.method === 'GET' || req.method === 'HEAD') && ifNoneMatch(req.headers['if-none-match'], answer.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  res.statusCode = answer.status;
  res.setHeader('Content-Type', answer.contentType);
  res.setHeader('Content-Length', answer.body.length);
  res.end(answer.body);
}

/** RFC 9110 §13.1.2: a list of tags compared weakly, or `*`. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
