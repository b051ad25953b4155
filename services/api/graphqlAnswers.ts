import type { IncomingHttpHeaders } from 'node:http';
import { type ApolloServer, HeaderMap } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import { getOperationAST, Kind, parse } from 'graphql';
import { type AnswerCache, type CachedAnswer, sendAnswer } from './answerCache.js';
import type { RequestContext } from './context.js';

/**
 * Root query fields whose answer comes from the read models alone (and the clock, to the second),
 * for the signed-in caller asking: the screens' lists and figures, polled and read again often.
 */
const READ_MODEL_FIELDS: ReadonlySet<string> = new Set(['bookings', 'dashboardSummary', 'todaysBookings']);

/** Query texts already looked at; bounded, as anyone may send any text. */
const MAX_KNOWN_QUERIES = 500;
const known = new Map<string, boolean>();

/** Whether the operation asks only for read-model fields: a query, every root selection one of them. */
function readsOnlyReadModels(query: string, operationName: string | undefined): boolean {
  const key = `${operationName ?? ''}\n${query}`;
  let answer = known.get(key);
  if (answer === undefined) {
    try {
      const operation = getOperationAST(parse(query), operationName);
      answer =
        operation?.operation === 'query' &&
        operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && READ_MODEL_FIELDS.has(selection.name.value));
    } catch {
      // Apollo answers a query it cannot parse with its own error.
      answer = false;
    }
    if (known.size >= MAX_KNOWN_QUERIES) known.delete(known.keys().next().value!);
    known.set(key, answer);
  }
  return answer;
}

/** A GraphQL request's JSON body, as far as it matters here. */
type GraphqlBody = { query?: unknown; operationName?: unknown; variables?: unknown } | undefined;

/** Whether `body` is a query for read-model fields alone, which a signed-in caller's answer may be kept for. */
export function isKeptQuery(body: GraphqlBody): body is { query: string; operationName?: unknown; variables?: unknown } {
  return typeof body?.query === 'string' && readsOnlyReadModels(body.query, typeof body.operationName === 'string' ? body.operationName : undefined);
}

/**
 * The answer to a signed-in user's kept query (`isKeptQuery`) from `answers` (see AnswerCache),
 * keyed by the user, the query, its variables and what the client accepts. Apollo makes it when
 * none is kept, through its whole pipeline (validation, access checks, plugins), and only an
 * answer without errors is kept.
 */
export function keptGraphqlAnswer<Context extends object>(
  apollo: ApolloServer<Context>,
  answers: AnswerCache,
  user: { id: string; role: string },
  headers: IncomingHttpHeaders,
  body: { query: string; operationName?: unknown; variables?: unknown },
  context: () => Context,
): Promise<CachedAnswer> {
  const key = JSON.stringify(['graphql', user.id, user.role, headers.accept ?? '', body.operationName ?? null, body.query, body.variables ?? null]);
  return answers.answer(key, async () => {
    const map = new HeaderMap();
    for (const [name, value] of Object.entries(headers)) if (typeof value === 'string') map.set(name, value);
    const response = await apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest: { method: 'POST', headers: map, search: '', body }, context: async () => context() });
    // A query's answer is complete (no @defer or @stream here: the schema has neither).
    const text = response.body.kind === 'complete' ? response.body.string : '';
    const status = response.status ?? 200;
    return {
      status,
      body: text,
      contentType: response.headers.get('content-type') ?? 'application/json; charset=utf-8',
      keep: status === 200 && !(JSON.parse(text) as { errors?: unknown }).errors,
    };
  });
}

/** `keptGraphqlAnswer` for the app's /graphql (requests the read path left to it); anything else goes on to Apollo. */
export function graphqlAnswers<Context extends object>(
  apollo: ApolloServer<Context>,
  answers: AnswerCache,
  contextOf: (req: Request, ctx: RequestContext) => Context,
): RequestHandler {
  return async (req, res, next) => {
    const ctx = res.locals.ctx as RequestContext;
    const body = req.body as GraphqlBody;
    if (req.method !== 'POST' || !ctx.user || !isKeptQuery(body)) return next();
    try {
      sendAnswer(req, res, await keptGraphqlAnswer(apollo, answers, ctx.user, req.headers, body, () => contextOf(req, ctx)));
    } catch (error) {
      next(error);
    }
  };
}
