import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { ToastContent } from './ToastContent';

/** Spec 000 §9: one toast at a time. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 1 });
