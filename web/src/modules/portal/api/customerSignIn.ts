import { apiRequest } from '@/utils/apiRequest';
import { portalCleanups } from './portalCleanups';
import type { PortalMe } from './portalTypes';

export interface CustomerCredentials {
  vehicleRego: string;
  email: string;
}

/**
 * POST /api/customer/login: starts a customer session (its own cookie). Throws an `ApiError`: 400
 * with field errors, 401 'Invalid vehicle registration or email', 429 too many attempts. Whatever a
 * previous customer left in this browser is forgotten first.
 */
export async function signInCustomer({ vehicleRego, email }: CustomerCredentials): Promise<PortalMe> {
  const signedIn = await apiRequest<PortalMe>('POST', '/api/customer/login', { vehicleRego, email });
  await portalCleanups.run();
  return signedIn;
}

/** POST /api/customer/login/link: redeems the one-time link sent by text (consumed on use). */
export async function signInWithLink(token: string): Promise<PortalMe> {
  const signedIn = await apiRequest<PortalMe>('POST', '/api/customer/login/link', { token });
  await portalCleanups.run();
  return signedIn;
}
