import type { ToastContent } from './ToastContent';
import { toastQueue } from './toastQueue';

/** Spec 000 §9: 5000 ms default display. */
export const TOAST_DURATION_MS = 5000;

/**
 * Shows a toast, replacing the one on screen (only one is shown at a time). One that offers an
 * action stays until it is closed or replaced: a button must not vanish before it can be reached
 * (WCAG 2.2.1; React Aria's advice for actionable toasts).
 */
export function toast(content: ToastContent): string {
  toastQueue.clear();
  return toastQueue.add(content, { timeout: content.action ? undefined : TOAST_DURATION_MS });
}

/** Takes a toast that `toast` showed off the screen (nothing when it is gone already). */
export function closeToast(key: string): void {
  toastQueue.close(key);
}
