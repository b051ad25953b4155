import type { AdminViews } from '@/modules/shell/utils/adminViews';
import { lazyNamed } from '@/utils/lazyNamed';

/** The catalog area's admin views (001): services and vehicle types. */
export const catalogViews = {
  services: lazyNamed(() => import('./components/ServicesView'), 'ServicesView'),
  'vehicle-types': lazyNamed(() => import('./components/VehicleTypesView'), 'VehicleTypesView'),
} satisfies AdminViews;
