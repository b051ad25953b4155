import { demoPages } from '@/modules/demo/routes';
import { portalPages } from '@/modules/portal/routes';
import { wizardPages } from '@/modules/wizard/routes';
import { type LazyScreen, lazyNamed } from '@/utils/lazyNamed';

// The sign-in gate first; the admin areas load after sign-in, each when its view is first shown.
const admin = lazyNamed(() => import('./pages/AdminPage'), 'AdminPage');

/**
 * The route table of spec 001 §2. Each area declares its own pages, and every page is its own
 * chunk: the portal, the wizard and the demo never download the admin app, nor each other.
 */
export const routes: Record<string, LazyScreen> = {
  '/': admin,
  '/admin': admin,
  ...portalPages,
  ...wizardPages,
  ...demoPages,
};

export const notFoundPage: LazyScreen = lazyNamed(() => import('./pages/NotFoundPage'), 'NotFoundPage');
