import { bookingsViews } from '@/modules/bookings/routes';
import { calendarViews } from '@/modules/calendar/routes';
import { catalogViews } from '@/modules/catalog/routes';
import { customersViews } from '@/modules/customers/routes';
import { dashboardViews } from '@/modules/dashboard/routes';
import { invoicingViews } from '@/modules/invoicing/routes';
import { operationsViews } from '@/modules/operations/routes';
import { reportsViews } from '@/modules/reports/routes';
import { settingsViews } from '@/modules/settings/routes';
import type { LazyScreen } from '@/utils/lazyNamed';
import type { AdminView } from './adminViews';

// Every view comes from the area that owns it, as its own chunk; a view no area declares fails to compile.
export const viewComponents: Record<AdminView, LazyScreen> = {
  ...dashboardViews,
  ...bookingsViews,
  ...catalogViews,
  ...invoicingViews,
  ...reportsViews,
  ...customersViews,
  ...calendarViews,
  ...settingsViews,
  ...operationsViews,
};
