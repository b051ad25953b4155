import type { z } from 'zod';
import { DomainError, ValidationError } from './errors.js';

/** Parses input at the edge; a failure carries the spec's message for the first problem and all of them in `details`. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new ValidationError(details[0]?.message ?? 'Invalid input', details);
}

/**
 * A path or argument id, in the shape its records are stored under (`isId`, from schema/ids).
 * Any other id names nothing: "not found" at once, without a query that could choke on it.
 */
export function parseId<T extends string | number>(id: T, isId: (id: T) => boolean, notFoundMessage: string): T {
  if (isId(id)) return id;
  throw new DomainError('NOT_FOUND', notFoundMessage);
}
