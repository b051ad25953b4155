import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AdminView } from './adminViews';

// One chunk per view, loaded when the view is first shown.
export const viewComponents: Record<AdminView, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('@/modules/dashboard/components/DashboardView').then((m) => ({ default: m.DashboardView }))),
  bookings: lazy(() => import('@/modules/bookings/components/BookingsView').then((m) => ({ default: m.BookingsView }))),
  services: lazy(() => import('@/modules/catalog/components/ServicesView').then((m) => ({ default: m.ServicesView }))),
  invoices: lazy(() =>
    import('@/modules/invoicing/components/InvoiceGeneratorView').then((m) => ({ default: m.InvoiceGeneratorView })),
  ),
  'invoice-management': lazy(() =>
    import('@/modules/invoicing/components/InvoiceManagementView').then((m) => ({ default: m.InvoiceManagementView })),
  ),
  reports: lazy(() => import('@/modules/reports/components/ReportsView').then((m) => ({ default: m.ReportsView }))),
  customers: lazy(() => import('@/modules/customers/components/CustomersView').then((m) => ({ default: m.CustomersView }))),
  'vehicle-types': lazy(() =>
    import('@/modules/catalog/components/VehicleTypesView').then((m) => ({ default: m.VehicleTypesView })),
  ),
  'calendar-sync': lazy(() =>
    import('@/modules/calendar/components/CalendarSyncView').then((m) => ({ default: m.CalendarSyncView })),
  ),
  settings: lazy(() => import('@/modules/settings/components/SettingsView').then((m) => ({ default: m.SettingsView }))),
};
