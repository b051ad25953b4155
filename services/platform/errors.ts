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
