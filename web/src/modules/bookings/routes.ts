import type { AdminViews } from '@/modules/shell/utils/adminViews';
import { lazyNamed } from '@/utils/lazyNamed';

/** The bookings area's admin views (000 §2): list and calendar, with their dialogs. */
export const bookingsViews = {
  bookings: lazyNamed(() => import('./components/BookingsView'), 'BookingsView'),
} satisfies AdminViews;
