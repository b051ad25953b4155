import { ApiError } from '@/utils/ApiError';
import { apiRequest } from '@/utils/apiRequest';
import type { DemoSession } from './DemoSession';
import type { DemoCredentials } from './validateDemoForms';
import type { registrationBody } from './validateDemoForms';

/** The demo page's REST calls (issue 12 contract): plain fetches, so the page loads no GraphQL client. */
export const demoRequests = {
  register: (body: ReturnType<typeof registrationBody>) => apiRequest<{ message: string }>('POST', '/api/customers/register', body),
  signIn: (credentials: DemoCredentials) => apiRequest<DemoSession>('POST', '/api/customers/login', credentials),
  link: (vehicleRego: string) => apiRequest<DemoSession>('POST', '/api/customers/link', { vehicleRego }),
  signOut: () => apiRequest<{ message: string }>('POST', '/api/customer/logout'),
  /** The browser's customer session, or null without one. */
  async session(): Promise<DemoSession | null> {
    try {
      return await apiRequest<DemoSession>('GET', '/api/customer/me');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
};
