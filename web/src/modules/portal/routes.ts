import { lazyNamed } from '@/utils/lazyNamed';

const login = lazyNamed(() => import('./components/CustomerLoginPage'), 'CustomerLoginPage');

/** The customer portal's pages (001 route table). */
export const portalPages = {
  '/customer/login': login,
  '/customer-login': login,
  '/customer/dashboard': lazyNamed(() => import('./components/CustomerDashboardPage'), 'CustomerDashboardPage'),
  '/app': lazyNamed(() => import('./components/PortalAppPage'), 'PortalAppPage'),
};
