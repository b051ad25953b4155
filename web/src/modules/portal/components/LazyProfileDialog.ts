import { lazyDialog } from '@/ui/Dialog/lazyDialog';

/** 'My Profile', fetched when first opened: the dashboard is usable without it. */
export const LazyProfileDialog = lazyDialog(
  () => import('./ProfileDialog').then((m) => m.ProfileDialog),
  (props) => props.isOpen,
);
