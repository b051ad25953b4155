import { lazyDialog } from '@/ui/Dialog/lazyDialog';

/** The photo lightbox, fetched when first opened: the dashboard is usable without it. */
export const LazyPhotoLightbox = lazyDialog(
  () => import('./PhotoLightbox').then((m) => m.PhotoLightbox),
  (props) => props.index !== null,
);
