import { PortalRequestError } from '@/modules/portal/api/PortalRequestError';
import { ApiError } from '@/utils/ApiError';

/** A refusal that means the customer session is gone (expired, revoked, signed out elsewhere). */
export function isSignedOutError(error: unknown): boolean {
  if (error instanceof PortalRequestError) return error.code === 'UNAUTHENTICATED' || error.status === 401;
  return error instanceof ApiError && error.status === 401;
}
