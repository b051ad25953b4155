import type { AdminViews } from '@/modules/shell/utils/adminViews';
import { lazyNamed } from '@/utils/lazyNamed';

/** The customers area's admin views (001). */
export const customersViews = {
  customers: lazyNamed(() => import('./components/CustomersView'), 'CustomersView'),
} satisfies AdminViews;
