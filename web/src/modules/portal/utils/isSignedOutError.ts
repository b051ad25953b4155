import { errorDetail } from '@/utils/errorDetail';

/** A refusal that means the customer session is gone (expired, revoked, signed out elsewhere). */
export function isSignedOutError(error: unknown): boolean {
  if (!error) return false;
  const { code, status } = errorDetail(error);
  return code === 'UNAUTHENTICATED' || status === 401;
}
