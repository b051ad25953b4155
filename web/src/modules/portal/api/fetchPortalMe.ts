import { ApiError } from '@/utils/ApiError';
import { apiRequest } from '@/utils/apiRequest';
import type { PortalMe } from './portalTypes';

/** GET /api/customer/me: the session's customer, or null without a customer session (401). */
export async function fetchPortalMe(): Promise<PortalMe | null> {
  try {
    return await apiRequest<PortalMe>('GET', '/api/customer/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
