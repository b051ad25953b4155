import type { AdminViews } from '@/modules/shell/utils/adminViews';
import { lazyNamed } from '@/utils/lazyNamed';

/** The calendar feed area's admin views (001: iPhone Calendar). */
export const calendarViews = {
  'calendar-sync': lazyNamed(() => import('./components/CalendarSyncView'), 'CalendarSyncView'),
} satisfies AdminViews;
