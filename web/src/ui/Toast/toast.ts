import type { ToastContent } from './ToastContent';
import { toastQueue } from './toastQueue';

/** Spec 000 §9: 5000 ms default display. */
export const TOAST_DURATION_MS = 5000;

/** Shows a toast, replacing the one on screen (only one is shown at a time). */
export function toast(content: ToastContent): string {
  toastQueue.clear();
  return toastQueue.add(content, { timeout: TOAST_DURATION_MS });
}
