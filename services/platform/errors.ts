import { concurrencyMessages } from '@detailing/schema';

/** A rule of the domain said no; `message` is the user-facing text. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export type DomainErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  /** The day a public booking asked for was taken first (the wizard goes back to its calendar). */
  | 'DAY_TAKEN'
  /** An Idempotency-Key already used for a different request. */
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'RATE_LIMITED'
  /** A provider the request depends on (the SMS gateway) failed in a way that may pass. */
  | 'BAD_GATEWAY';

export const httpStatusOf: Record<DomainErrorCode, number> = {
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  DAY_TAKEN: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  BAD_GATEWAY: 502,
};

export class ValidationError extends DomainError {
  constructor(message: string, details: { path: string; message: string }[]) {
    super('BAD_USER_INPUT', message, details);
    this.name = 'ValidationError';
  }
}

/**
 * A stale edit: the record changed since the editor read it, so nothing was changed. `current` is
 * the record as it is now, in the shape the edge that answers gives it (REST body, GraphQL extensions).
 */
export class VersionConflict extends DomainError {
  constructor(readonly current: unknown) {
    super('CONFLICT', concurrencyMessages.changedElsewhere);
    this.name = 'VersionConflict';
  }

  /** The same refusal with `current` in another edge's shape. */
  static as<T, V>(view: (record: T) => V) {
    return (error: unknown): never => {
      throw error instanceof VersionConflict && error.current != null ? new VersionConflict(view(error.current as T)) : error;
    };
  }
}
