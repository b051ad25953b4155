import { lazyNamed } from '@/utils/lazyNamed';

/** The public booking wizard's pages (001 route table); framed on other sites through /embed.js. */
export const wizardPages = {
  '/embed/booking': lazyNamed(() => import('./components/BookingWizardPage'), 'BookingWizardPage'),
};
