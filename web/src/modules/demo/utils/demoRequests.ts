import { apiRequest } from '@/utils/apiRequest';
import { portalCleanups } from '@/modules/portal/api/portalCleanups';
import type { PortalMe } from '@/modules/portal/api/portalTypes';
import type { DemoCredentials, registrationBody } from './validateDemoForms';

/**
 * The demo account's REST calls (issue 12 contract): plain fetches, so the page loads no GraphQL
 * client until a linked account shows the dashboard. Reading and ending the session are the
 * portal's own (`fetchPortalMe`, `signOutCustomer`).
 */
export const demoRequests = {
  register: (body: ReturnType<typeof registrationBody>) => apiRequest<{ message: string }>('POST', '/api/customers/register', body),
  /** Starts a customer session for the account; whatever an earlier customer left in this browser is forgotten. */
  async signIn(credentials: DemoCredentials): Promise<PortalMe> {
    const me = await apiRequest<PortalMe>('POST', '/api/customers/login', credentials);
    await portalCleanups.run();
    return me;
  },
  link: (vehicleRego: string) => apiRequest<PortalMe>('POST', '/api/customers/link', { vehicleRego }),
};
