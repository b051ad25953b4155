import type { AdminViews } from '@/modules/shell/utils/adminViews';
import { lazyNamed } from '@/utils/lazyNamed';

/** The dashboard area's admin views (000 §2). */
export const dashboardViews = {
  dashboard: lazyNamed(() => import('./components/DashboardView'), 'DashboardView'),
} satisfies AdminViews;
