import type { LazyScreen } from '@/utils/lazyNamed';
import type { IconName } from '@/ui/Icon/iconPaths';

/** The admin views in sidebar order, with their spec names and labels (000 §2). */
export const adminViews = [
  { id: 'dashboard', label: 'Dashboard', icon: 'dashboard' },
  { id: 'bookings', label: 'Bookings', icon: 'calendar' },
  { id: 'services', label: 'Services', icon: 'wrench' },
  { id: 'invoices', label: 'Create Invoice/Quote', icon: 'filePlus' },
  { id: 'invoice-management', label: 'Manage Invoices', icon: 'fileText' },
  { id: 'reports', label: 'Reports', icon: 'barChart' },
  { id: 'customers', label: 'Customers', icon: 'users' },
  { id: 'vehicle-types', label: 'Vehicle Types', icon: 'car' },
  { id: 'calendar-sync', label: 'iPhone Calendar', icon: 'smartphone' },
  { id: 'settings', label: 'Settings', icon: 'settings' },
] as const satisfies readonly { id: string; label: string; icon: IconName }[];

/**
 * Views outside the spec's fixed sidebar list, reached from the sidebar's footer beside the
 * signed-in user (the spec names the menu's ten entries and their order).
 */
export const toolViews = [{ id: 'operations', label: 'Operations', icon: 'activity' }] as const satisfies readonly { id: string; label: string; icon: IconName }[];

export type AdminView = (typeof adminViews)[number]['id'] | (typeof toolViews)[number]['id'];

export const DEFAULT_ADMIN_VIEW: AdminView = 'dashboard';

export function isAdminView(value: unknown): value is AdminView {
  return [...adminViews, ...toolViews].some((view) => view.id === value);
}

/** What an area declares in its routes.ts: the screens of the admin views it owns. */
export type AdminViews = Partial<Record<AdminView, LazyScreen>>;
