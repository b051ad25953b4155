import type { ErrorDetail } from '@/utils/errorDetail';
import { portalToasts } from '@/modules/portal/utils/portalToasts';

/**
 * A demo failure's description: the server's own words when it gave some ('That username is
 * already taken'), else `fallback`; a request that never got an answer says so.
 */
export function serverWordsOr(fallback: string): (error: ErrorDetail) => string {
  return (error) => (error.status === undefined ? portalToasts.connectFailed.description : (error.serverMessage ?? fallback));
}
