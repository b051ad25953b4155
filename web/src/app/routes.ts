import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Page = LazyExoticComponent<ComponentType>;

const admin = lazy(() => import('./pages/AdminPage').then((m) => ({ default: m.AdminPage })));
const customerLogin = lazy(() =>
  import('@/modules/portal/components/CustomerLoginPage').then((m) => ({ default: m.CustomerLoginPage })),
);

/** The route table of spec 001 §2; each page is its own chunk. */
export const routes: Record<string, Page> = {
  '/': admin,
  '/admin': admin,
  '/customer/login': customerLogin,
  '/customer-login': customerLogin,
  '/customer/dashboard': lazy(() =>
    import('@/modules/portal/components/CustomerDashboardPage').then((m) => ({ default: m.CustomerDashboardPage })),
  ),
  '/embed/booking': lazy(() =>
    import('@/modules/bookings/components/BookingWizardPage').then((m) => ({ default: m.BookingWizardPage })),
  ),
  '/app': lazy(() => import('@/modules/portal/components/PortalAppPage').then((m) => ({ default: m.PortalAppPage }))),
  '/demo': lazy(() => import('@/modules/demo/components/DemoPage').then((m) => ({ default: m.DemoPage }))),
};

export const notFoundPage: Page = lazy(() => import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
