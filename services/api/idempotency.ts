import { createHash, randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { type DocumentNode, GraphQLError, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { assertNever } from '@detailing/schema';
import type { Database, Sql } from '../platform/database.js';
import { DomainError } from '../platform/errors.js';
import type { RequestContext } from './context.js';
import { hasBody, jsonFingerprint, StreamFingerprint } from './requestFingerprint.js';
import { migrateTables } from '../platform/migrations.js';

/** How long a stored response answers replays of its key. */
export const IDEMPOTENCY_TTL_HOURS = 24;
// A claim lives this long unless its request renews it: a live request renews it every third of
// it, so a retry takes over a key whose process died (a replica SIGKILLed mid-request) within this.
export const IDEMPOTENCY_CLAIM_MS = 10_000;
const KEY = /^[\x21-\x7e]{1,200}$/;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const idempotencyMessages = {
  invalidKey: 'Idempotency-Key must be 1 to 200 visible ASCII characters',
  keyReused: 'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
  inFlight: 'A request with this Idempotency-Key is still being processed. Please retry shortly.',
  oneMutation: 'An Idempotency-Key covers one mutation: send each mutation in its own request with its own key.',
} as const;

export const migrateIdempotency = (sql: Sql): Promise<void> =>
  migrateTables(sql, 'idempotency_keys', [
    {
      id: 1,
      name: 'idempotency keys',
      up: async (tx) => {
        await tx`
          create table if not exists idempotency_keys (
            scope text not null,
            key text not null,
            request_hash text,
            claim text,
            claimed_until timestamptz,
            status integer,
            content_type text,
            body bytea,
            expires_at timestamptz not null,
            primary key (scope, key)
          )`;
        await tx`create index if not exists idempotency_keys_expires on idempotency_keys (expires_at)`;
      },
    },
  ]);

/** What a replay of a stored response that named a deleted customer answers instead. */
export const REDACTED_RESPONSE = { status: 410, message: 'This response is no longer available: it held the data of a deleted customer' } as const;

/**
 * Deleting a customer: every stored response naming one of these ids (theirs, their bookings')
 * loses its body. The key stays used, so a replay answers 410 and does not run its request again.
 */
export async function redactStoredResponses(sql: Sql, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const body = Buffer.from(JSON.stringify({ message: REDACTED_RESPONSE.message }));
  await sql`
    update idempotency_keys set status = ${REDACTED_RESPONSE.status}, content_type = 'application/json; charset=utf-8', body = ${body}
    where body is not null and exists (select 1 from unnest(${sql.array([...ids])}::text[]) as i (id) where position(convert_to(i.id, 'UTF8') in body) > 0)`;
}

interface StoredRow {
  request_hash: string | null;
  status: number | null;
  content_type: string | null;
  body: Buffer | null;
  expired: boolean;
  abandoned: boolean;
}

type Claim = { kind: 'claimed' } | { kind: 'stored'; row: StoredRow } | { kind: 'reused' } | { kind: 'in_flight' };

const commandIds = new WeakMap<Request, string>();

/** The caller's own namespace for keys: their admin session, else their portal session, else none. */
const scopeOf = (ctx: RequestContext): string | null =>
  ctx.sessionId ? `session:${ctx.sessionId}` : ctx.customer ? `customer-session:${ctx.customer.sessionId}` : null;

/** What a GraphQL request's Idempotency-Key stands for: the key with a fingerprint of the whole request (document and variables). */
export interface GraphqlIdempotency {
  key: string;
  fingerprint: string;
}

const refused = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/** How many root fields the request's mutation has (0 for a query, or a document that does not parse: GraphQL answers that itself). */
function mutationFields(body: unknown): number {
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return 0;
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return 0;
  }
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const chosen = operations.length === 1 ? operations[0] : operations.find((o) => o.name?.value === operationName);
  return chosen?.operation === 'mutation' ? chosen.selectionSet.selections.length : 0;
}

/**
 * A GraphQL request's Idempotency-Key, or null without the header. Read when the request's
 * context is made, so a refusal (a malformed key; more than one mutation under one key, which
 * would name one command twice) runs nothing: 400 with the message.
 */
export function graphqlIdempotency(req: Request): GraphqlIdempotency | null {
  const header = req.get('Idempotency-Key');
  if (header === undefined) return null;
  const key = header.trim();
  if (!KEY.test(key)) throw refused(idempotencyMessages.invalidKey);
  if (mutationFields(req.body) > 1) throw refused(idempotencyMessages.oneMutation);
  return { key, fingerprint: jsonFingerprint(req, req.body) };
}

/**
 * The command id a GraphQL mutation runs under when its request carries an Idempotency-Key: the
 * same key from the same session with the same request names the same command, so a retry whose
 * answer was lost records nothing twice and answers the same record; another request under the
 * key is another command. Unlike REST, the answer is not stored: only mutations whose commands
 * are repeatable by their command id take it (`idempotentGraphqlCommandOptions`).
 */
export function graphqlCommandId(ctx: RequestContext, idempotency: GraphqlIdempotency | null | undefined): string | undefined {
  if (!idempotency) return undefined;
  const scope = scopeOf(ctx) ?? 'anonymous';
  return `graphql-idempotency:${createHash('sha256').update(`${scope}:${idempotency.fingerprint}:${idempotency.key}`).digest('hex')}`;
}

/** The command id the Idempotency-Key of this request stands for, so a command retried after a crash is appended once. */
export const commandIdOf = (req: Request): string | undefined => commandIds.get(req);

/**
 * Idempotency-Key on every state-changing REST request; the router leaves it out of routes declared
 * `neverReplayed` (sign-in, sign-out, link redemption, the calendar feed's token shown once). The
 * first response (status, content type, body) is stored for 24 h under (scope, key); the scope is
 * the caller's session (admin, else portal customer), or for anonymous callers the key with a
 * SHA-256 of the canonical request. A replay gets that response byte for byte with
 * `Idempotent-Replayed: true`; the same key with another request gets 422, and while the first is
 * still running, 409. Only successes are stored: a refusal changed nothing, so a retry may run
 * again. Nor is an answer that sets a cookie: a session is never handed out twice, whatever a
 * route forgot to declare.
 */
export function idempotentRequests(db: Database, log: (message: string, error?: unknown) => void): RequestHandler {
  let lastSweep = 0;
  return async (req, res, next) => {
    const header = req.get('Idempotency-Key');
    if (header === undefined || !STATE_CHANGING.has(req.method)) return next();
    const key = header.trim();
    if (!KEY.test(key)) throw new DomainError('BAD_USER_INPUT', idempotencyMessages.invalidKey);

    if (Date.now() - lastSweep > 60_000) {
      lastSweep = Date.now();
      db.sql`delete from idempotency_keys where expires_at < now()`.catch((error) => log('idempotency sweep failed', error));
    }

    const ctx = res.locals.ctx as RequestContext;
    // A session's keys are its own (an admin's, else a portal customer's): no one replays another's answer.
    const session = scopeOf(ctx);
    const scope = session ?? 'anonymous';
    // JSON bodies are parsed by now; a multipart body is still a stream and is fingerprinted as it is read.
    const requestHash = req.body !== undefined || !hasBody(req) ? jsonFingerprint(req, req.body) : null;
    const claim = randomBytes(16).toString('hex');
    const outcome = await claimKey(db, { scope, key, requestHash, claim });

    switch (outcome.kind) {
      case 'reused':
        throw new DomainError('IDEMPOTENCY_KEY_REUSED', idempotencyMessages.keyReused);
      case 'in_flight':
        res.set('Retry-After', '1');
        throw new DomainError('CONFLICT', idempotencyMessages.inFlight);
      case 'stored': {
        const { row } = outcome;
        if (requestHash === null && row.request_hash !== null && (await readFingerprint(req)) !== row.request_hash) {
          throw new DomainError('IDEMPOTENCY_KEY_REUSED', idempotencyMessages.keyReused);
        }
        res.status(row.status!).set('Idempotent-Replayed', 'true');
        if (row.content_type) res.set('Content-Type', row.content_type);
        res.send(Buffer.from(row.body ?? []));
        return;
      }
      case 'claimed': {
        const streamed = requestHash === null ? fingerprintWhileRead(req) : null;
        const fingerprint = session ? '' : `${requestHash ?? ''}:`;
        commandIds.set(req, `idempotency:${createHash('sha256').update(`${scope}:${fingerprint}${key}`).digest('hex')}`);
        const renewal = renewClaim(db, { scope, key, claim }, log);
        res.once('close', renewal.stop);
        beforeSending(res, async (status, contentType, body) => {
          renewal.stop();
          if (status >= 200 && status < 300 && res.getHeader('set-cookie') === undefined) {
            const hash = requestHash ?? (req.readableEnded ? (streamed?.digest() ?? null) : null);
            await db.sql`
              update idempotency_keys
              set status = ${status}, content_type = ${contentType}, body = ${body},
                  request_hash = coalesce(request_hash, ${hash}), claim = null, claimed_until = null
              where scope = ${scope} and key = ${key} and claim = ${claim}`;
          } else {
            await db.sql`delete from idempotency_keys where scope = ${scope} and key = ${key} and claim = ${claim}`;
          }
        }, log);
        return next();
      }
      default:
        return assertNever(outcome);
    }
  };
}

/** Claims (scope, key) for this request in one transaction, or says why it cannot run. */
function claimKey(db: Database, c: { scope: string; key: string; requestHash: string | null; claim: string }): Promise<Claim> {
  const claimedUntil = `${IDEMPOTENCY_CLAIM_MS} milliseconds`;
  const expiresIn = `${IDEMPOTENCY_TTL_HOURS} hours`;
  return db.transaction(async (tx): Promise<Claim> => {
    // A concurrent twin waits here until the first insert commits, then finds its row.
    const [inserted] = await tx`
      insert into idempotency_keys (scope, key, request_hash, claim, claimed_until, expires_at)
      values (${c.scope}, ${c.key}, ${c.requestHash}, ${c.claim}, now() + ${claimedUntil}::interval, now() + ${expiresIn}::interval)
      on conflict (scope, key) do nothing
      returning key`;
    if (inserted) return { kind: 'claimed' };
    const [row] = (await tx`
      select request_hash, status, content_type, body, expires_at < now() as expired,
             (status is null and claimed_until < now()) as abandoned
      from idempotency_keys where scope = ${c.scope} and key = ${c.key} for update`) as unknown as StoredRow[];
    if (!row) return { kind: 'in_flight' }; // swept between the two statements: a retry claims it afresh
    if (!row.expired) {
      if (c.requestHash !== null && row.request_hash !== null && c.requestHash !== row.request_hash) return { kind: 'reused' };
      if (row.status !== null) return { kind: 'stored', row };
      if (!row.abandoned) return { kind: 'in_flight' };
    }
    // Expired, or claimed by a process that died: this request takes the key over.
    await tx`
      update idempotency_keys
      set request_hash = ${c.requestHash}, claim = ${c.claim}, claimed_until = now() + ${claimedUntil}::interval,
          status = null, content_type = null, body = null, expires_at = now() + ${expiresIn}::interval
      where scope = ${c.scope} and key = ${c.key}`;
    return { kind: 'claimed' };
  });
}

/**
 * Keeps a running request's claim alive while its process lives. The same command id runs again
 * under a retry that took over a lapsed claim, so work the dead process had recorded is found,
 * not repeated.
 */
function renewClaim(db: Database, c: { scope: string; key: string; claim: string }, log: (message: string, error?: unknown) => void): { stop: () => void } {
  const claimedUntil = `${IDEMPOTENCY_CLAIM_MS} milliseconds`;
  const timer = setInterval(() => {
    db.sql`
      update idempotency_keys set claimed_until = now() + ${claimedUntil}::interval
      where scope = ${c.scope} and key = ${c.key} and claim = ${c.claim} and status is null`.catch((error) => log('renewing an idempotency claim failed', error));
  }, IDEMPOTENCY_CLAIM_MS / 3);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Feeds the body to a fingerprint as the route reads it, without reading any of it first. */
function fingerprintWhileRead(req: Request): StreamFingerprint {
  const fingerprint = new StreamFingerprint(req);
  // Paused first: adding a 'data' listener would otherwise start the flow before the route's parser is attached.
  req.pause();
  req.on('data', (chunk: Buffer) => fingerprint.update(chunk));
  return fingerprint;
}

/** Reads a replayed streamed body to its end, only to fingerprint it. */
async function readFingerprint(req: Request): Promise<string> {
  const fingerprint = new StreamFingerprint(req);
  for await (const chunk of req) fingerprint.update(chunk as Buffer);
  return fingerprint.digest();
}

/**
 * Holds the response back until `store` has kept it, so a replay arriving the moment the caller
 * has its answer already finds it stored.
 */
function beforeSending(
  res: Response,
  store: (status: number, contentType: string, body: Buffer) => Promise<void>,
  log: (message: string, error?: unknown) => void,
): void {
  const chunks: Buffer[] = [];
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, (encoding as BufferEncoding) ?? 'utf8') : Buffer.from(chunk as Uint8Array);
  const { write, end } = res;
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') queueMicrotask(() => done());
    return true;
  }) as Response['write'];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
    else if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    res.write = write;
    res.end = end;
    const body = Buffer.concat(chunks);
    void store(res.statusCode, String(res.getHeader('content-type') ?? ''), body)
      .catch((error) => log('storing an idempotent response failed', error))
      .finally(() => (end as (chunk: Buffer, done?: () => void) => Response).call(res, body, callback as (() => void) | undefined));
    return res;
  }) as Response['end'];
}
