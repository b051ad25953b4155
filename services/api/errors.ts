import { randomUUID } from 'node:crypto';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { NextFunction, Request, Response } from 'express';
import { ConcurrencyError } from '../eventstore/EventStore.js';
import { concurrencyMessages } from '@detailing/schema';
import { DomainError, httpStatusOf, VersionConflict } from '../platform/errors.js';
import type { Log } from '../platform/logger.js';
import { currentRequestId } from '../platform/requestContext.js';
import { refuseTooLarge } from './bodyLimits.js';
import { routeOf } from './requestLog.js';

export type { Log };

const CHANGED_ELSEWHERE = concurrencyMessages.changedElsewhere;
export const INTERNAL_ERROR = 'Something went wrong on our side. Please try again; if it keeps happening, quote this error id.';

/** A failure nobody planned for: the client gets an id to quote, the log gets the detail under that id. */
function reportInternal(log: Log, where: string, error: unknown): string {
  const errorId = randomUUID();
  log(`${where} failed [error ${errorId}]`, error, { errorId, requestId: currentRequestId() });
  return errorId;
}

/**
 * One mapping from domain errors to GraphQL `extensions.code`. Outside development an unplanned
 * error shows only a message and an error id; its message and stack go to the log.
 */
export function graphQLErrorFormatter(options: { exposeInternals: boolean; log: Log }) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) {
      return {
        ...formatted,
        message: original.message,
        extensions: {
          code: original.code,
          ...(original.details.length ? { errors: original.details } : {}),
          ...(original instanceof VersionConflict ? { current: original.current } : {}),
        },
      };
    }
    if (original instanceof ConcurrencyError) return { ...formatted, message: CHANGED_ELSEWHERE, extensions: { code: 'CONFLICT' } };
    // Parse, validation and input coercion errors are the client's, and say what to fix. (Apollo
    // codes every error; graphql-ws leaves execution errors uncoded, with the thrown error inside.)
    const code = formatted.extensions?.code;
    if (code === undefined ? original instanceof GraphQLError : code !== 'INTERNAL_SERVER_ERROR') return formatted;
    const errorId = reportInternal(options.log, `GraphQL ${formatted.path?.join('.') ?? 'operation'}`, original);
    if (options.exposeInternals) return { ...formatted, extensions: { ...formatted.extensions, errorId } };
    return { message: INTERNAL_ERROR, ...(formatted.path ? { path: formatted.path } : {}), extensions: { code: 'INTERNAL_SERVER_ERROR', errorId } };
  };
}

/** graphql-js's "Did you mean ...?" hints would teach a stranger the schema that introspection hides. */
export function withoutSuggestions(error: GraphQLError): GraphQLError {
  const message = error.message.replace(/ ?Did you mean .+\?$/, '');
  return message === error.message ? error : new GraphQLError(message, { nodes: error.nodes, extensions: error.extensions });
}

/** And the same mapping to HTTP statuses for the REST shims: `{ message, errors? }`, or `{ message, errorId }`. */
export function restErrorHandler(log: Log) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) {
      reportInternal(log, `${req.method} ${routeOf(req, res)} (after the answer began)`, error);
      res.destroy();
      return;
    }
    if (error instanceof DomainError) {
      res.status(httpStatusOf[error.code]).json({
        message: error.message,
        // The wizard tells a lost day from other conflicts by it (issue 13's contract).
        ...(error.code === 'DAY_TAKEN' ? { code: error.code } : {}),
        ...(error.details.length ? { errors: error.details } : {}),
        ...(error instanceof VersionConflict ? { current: error.current } : {}),
      });
      return;
    }
    if (error instanceof ConcurrencyError) {
      res.status(409).json({ message: CHANGED_ELSEWHERE });
      return;
    }
    const status = (error as { status?: number; type?: string }).status;
    if (status === 413) return refuseTooLarge(req, res);
    if (status && status >= 400 && status < 500) {
      // body-parser: malformed JSON, wrong charset, aborted upload; the router: a path segment that is not valid percent-encoding
      const message = error instanceof URIError ? 'Request path is not validly encoded' : status === 415 ? 'Unsupported request body encoding' : 'Request body is not valid JSON';
      res.status(status).json({ message });
      return;
    }
    res.status(500).json({ message: INTERNAL_ERROR, errorId: reportInternal(log, `${req.method} ${routeOf(req, res)}`, error) });
  };
}

