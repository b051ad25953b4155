import { lazyDialog } from '@/ui/Dialog/lazyDialog';

/** /app's dark detail dialog, fetched when first opened: the list is usable without it. */
export const LazyAppDetailDialog = lazyDialog(
  () => import('./AppDetailDialog').then((m) => m.AppDetailDialog),
  (props) => props.detail !== null,
);
