import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The per-field messages of a refused GraphQL input (`extensions.errors: [{ path, message }]`, as
 * the server's input rules report them), first message per field.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const found: Record<string, string> = {};
  for (const graphQLError of error.errors) {
    const details = graphQLError.extensions?.errors;
    if (!Array.isArray(details)) continue;
    for (const detail of details as unknown[]) {
      if (!detail || typeof detail !== 'object') continue;
      const { path, message } = detail as { path?: unknown; message?: unknown };
      const field = typeof path === 'string' ? path.split('.')[0] : undefined;
      if (field && typeof message === 'string' && !(field in found)) found[field] = message;
    }
  }
  return found;
}
