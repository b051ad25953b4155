import type { AdminViews } from '@/modules/shell/utils/adminViews';
import { lazyNamed } from '@/utils/lazyNamed';

/** The reports area's admin views (001). */
export const reportsViews = {
  reports: lazyNamed(() => import('./components/ReportsView'), 'ReportsView'),
} satisfies AdminViews;
