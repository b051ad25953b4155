import type { AdminViews } from '@/modules/shell/utils/adminViews';
import { lazyNamed } from '@/utils/lazyNamed';

/** The operations area's admin view: read models and failed jobs, outside the spec's menu. */
export const operationsViews = {
  operations: lazyNamed(() => import('./components/OperationsView'), 'OperationsView'),
} satisfies AdminViews;
