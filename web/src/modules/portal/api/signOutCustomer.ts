import { apiRequest } from '@/utils/apiRequest';
import { portalCleanups } from './portalCleanups';

/**
 * Sign Out (001 §4): ends the session on the server (POST /api/customer/logout), then forgets the
 * GraphQL cache, closes the live connection and clears what the portal wrote to browser storage,
 * even when the server could not be reached.
 */
export async function signOutCustomer(): Promise<void> {
  try {
    await apiRequest<unknown>('POST', '/api/customer/logout');
  } finally {
    await portalCleanups.run();
  }
}
