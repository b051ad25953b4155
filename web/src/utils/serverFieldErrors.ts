import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Field messages by input path ("customer.email", "items.0.price"), keyed as the server names them. */
export type FieldErrors = Record<string, string>;

/**
 * The per-field messages of a refused GraphQL mutation (`extensions.errors: [{ path, message }]`,
 * services/api/errors.ts), the first per field, with the argument name (`input.`) left off.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const found: FieldErrors = {};
  for (const entry of error.errors.flatMap((e) => (Array.isArray(e.extensions?.errors) ? (e.extensions.errors as unknown[]) : []))) {
    if (!entry || typeof entry !== 'object') continue;
    const { path, message } = entry as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const field = path.replace(/^input\./, '');
    if (!(field in found)) found[field] = message;
  }
  return found;
}
