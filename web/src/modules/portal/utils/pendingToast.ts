import { portalStorage } from '@/modules/portal/api/portalStorage';
import { toast } from '@/ui/Toast/toast';
import type { ToastContent } from '@/ui/Toast/ToastContent';

const KEY = 'pendingToast';

/** Keeps a toast for the next page of this tab (a sign-in toast survives the move to the dashboard). */
export function toastAfterNavigation(content: ToastContent): void {
  portalStorage.set(KEY, JSON.stringify({ title: content.title, description: content.description, variant: content.variant }), sessionStorage);
}

/** Shows the toast the previous page left, once. */
export function showPendingToast(): void {
  const stored = portalStorage.take(KEY);
  if (!stored) return;
  try {
    const { title, description, variant } = JSON.parse(stored) as ToastContent;
    if (typeof title === 'string') toast({ title, description, variant: variant === 'destructive' ? 'destructive' : undefined });
  } catch {
    // not ours: nothing to show
  }
}
