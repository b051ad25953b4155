import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastQueue } from './toastQueue';

const ToastRegion = lazy(() => import('./ToastRegion').then((m) => ({ default: m.ToastRegion })));

const hasToasts = () => toastQueue.visibleToasts.length > 0;

/** The toast region, loaded with the first toast: pages that show none never download it. */
export function ToastOutlet() {
  const showing = useSyncExternalStore(toastQueue.subscribe.bind(toastQueue), hasToasts);
  const [needed, setNeeded] = useState(false);
  if (showing && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
