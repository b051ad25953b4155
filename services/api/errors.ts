import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { NextFunction, Request, Response } from 'express';
import { ConcurrencyError } from '../eventstore/EventStore.js';
import { DomainError, httpStatusOf } from '../platform/errors.js';

/** One mapping from domain errors to GraphQL `extensions.code`. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown, production: boolean): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) {
    return {
      ...formatted,
      message: original.message,
      extensions: { code: original.code, ...(original.details.length ? { errors: original.details } : {}) },
    };
  }
  if (original instanceof ConcurrencyError) {
    return { ...formatted, message: 'This record was changed by someone else. Please reload and try again.', extensions: { code: 'CONFLICT' } };
  }
  if (original instanceof GraphQLError || !production) return formatted;
  return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/** And the same mapping to HTTP statuses for the REST shims: `{ message, errors? }`. */
export function restErrorHandler(log: (m: string, e: unknown) => void) {
  return (error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof DomainError) {
      res.status(httpStatusOf[error.code]).json({ message: error.message, ...(error.details.length ? { errors: error.details } : {}) });
      return;
    }
    if (error instanceof ConcurrencyError) {
      res.status(409).json({ message: 'This record was changed by someone else. Please reload and try again.' });
      return;
    }
    const status = (error as { status?: number; type?: string }).status;
    if (status && status >= 400 && status < 500) {
      // body-parser: malformed JSON, too large, wrong encoding; the router: a path segment that is not valid percent-encoding
      const message = status === 413 ? 'Request body is too large' : error instanceof URIError ? 'Request path is not validly encoded' : 'Request body is not valid JSON';
      res.status(status).json({ message });
      return;
    }
    log('request failed', error);
    res.status(500).json({ message: 'Internal server error' });
  };
}
