import { lazyNamed } from '@/utils/lazyNamed';

/** The demo account's page (001 route table). */
export const demoPages = {
  '/demo': lazyNamed(() => import('./components/DemoPage'), 'DemoPage'),
};
