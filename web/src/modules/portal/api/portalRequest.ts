import type { TypedDocumentString } from '@/modules/portal/gql/graphql';
import { operationName } from './operationName';
import { PortalRequestError } from './PortalRequestError';

interface GraphQLAnswer<TResult> {
  data?: TResult | null;
  errors?: { message: string; extensions?: { code?: unknown } }[];
}

const readAnswer = async <TResult>(response: Response): Promise<GraphQLAnswer<TResult> | null> => {
  try {
    return (await response.json()) as GraphQLAnswer<TResult>;
  } catch {
    return null;
  }
};

/**
 * One portal query or mutation over HTTP (POST /graphql with the session cookie, as Apollo's
 * HttpLink sent it: the JSON content type also satisfies the server's CSRF prevention). Answers the
 * data, or throws a `PortalRequestError` with what the server said.
 */
export async function portalRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' },
    body: JSON.stringify({ operationName: operationName(document), variables: variables ?? {}, query: document.toString() }),
  });
  const answer = await readAnswer<TResult>(response);
  const errors = answer?.errors ?? [];
  if (errors.length > 0) {
    const code = errors.map((e) => e.extensions?.code).find((c): c is string => typeof c === 'string');
    throw new PortalRequestError({ status: response.status, serverMessage: errors.map((e) => e.message).join('\n'), code });
  }
  if (!response.ok || !answer?.data) throw new PortalRequestError({ status: response.status });
  return answer.data;
}
