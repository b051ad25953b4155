import type { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ApiError } from './ApiError';

/** What a failed GraphQL or REST call said, whatever carried it. */
export interface ErrorDetail {
  /** Words to show: the server's message, else the status and body (000 §7), else the error's own. */
  message: string;
  /** Only what the server itself said in words. */
  serverMessage?: string;
  /** The GraphQL error code (`extensions.code`): BAD_USER_INPUT, CONFLICT, ... */
  code?: string;
  /** The HTTP status of a refused request. */
  status?: number;
}

/**
 * Apollo brands its errors with this global symbol, and its `CombinedGraphQLErrors.is` and
 * `ServerError.is` read nothing else: reading it here keeps Apollo's classes out of the portal,
 * demo and wizard bundles, which show failure toasts but have no GraphQL client.
 */
const APOLLO_BRAND = Symbol.for('apollo.error');

function isApollo(error: unknown, name: 'CombinedGraphQLErrors'): error is CombinedGraphQLErrors;
function isApollo(error: unknown, name: 'ServerError'): error is ServerError;
function isApollo(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[APOLLO_BRAND] === name;
}

const jsonMessage = (body: string) => {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON: no structured message
  }
  return undefined;
};

/** Reads an Apollo GraphQL error, an HTTP refusal, a REST `ApiError` or a network failure alike. */
export function errorDetail(error: unknown): ErrorDetail {
  if (error instanceof ApiError) {
    const serverMessage = error.serverMessage;
    return { message: serverMessage ?? error.message, serverMessage, status: error.status };
  }
  if (isApollo(error, 'CombinedGraphQLErrors')) {
    const serverMessage = error.errors.map((e) => e.message).join('\n');
    const code = error.errors.map((e) => e.extensions?.code).find((c): c is string => typeof c === 'string');
    return { message: serverMessage, serverMessage, code };
  }
  if (isApollo(error, 'ServerError')) {
    const serverMessage = jsonMessage(error.bodyText);
    return { message: serverMessage ?? `${error.statusCode}: ${error.bodyText}`, serverMessage, status: error.statusCode };
  }
  if (error instanceof Error) return { message: error.message };
  return { message: String(error) };
}

/** A save refused because the record changed since it was read (GraphQL CONFLICT, REST 409). */
export function isConflict(error: unknown): boolean {
  const { code, status } = errorDetail(error);
  return code === 'CONFLICT' || status === 409;
}
