import type { AdminViews } from '@/modules/shell/utils/adminViews';
import { lazyNamed } from '@/utils/lazyNamed';

/** The settings area's admin views (001). */
export const settingsViews = {
  settings: lazyNamed(() => import('./components/SettingsView'), 'SettingsView'),
} satisfies AdminViews;
