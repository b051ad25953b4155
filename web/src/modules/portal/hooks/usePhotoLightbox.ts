import { useCallback, useMemo, useState } from 'react';
import type { PortalBooking } from '@/modules/portal/api/portalTypes';
import type { PhotoKind, PhotoLightboxProps } from '@/modules/portal/components/PhotoLightbox';
import { lightboxTitle } from '@/modules/portal/utils/lightboxTitle';

/** The lightbox's state for whoever shows one: `open(booking, kind, index)`, and the props to render it with. */
export function usePhotoLightbox(): { open(booking: PortalBooking, kind: PhotoKind, index: number): void; props: PhotoLightboxProps } {
  const [shown, setShown] = useState<{ booking: PortalBooking; kind: PhotoKind; index: number } | null>(null);
  const open = useCallback((booking: PortalBooking, kind: PhotoKind, index: number) => setShown({ booking, kind, index }), []);
  const onIndexChange = useCallback((index: number) => setShown((s) => (s ? { ...s, index } : s)), []);
  const onClose = useCallback(() => setShown(null), []);
  const props = useMemo<PhotoLightboxProps>(
    () => ({
      title: shown ? lightboxTitle(shown.kind, shown.booking.date) : '',
      photos: shown ? (shown.kind === 'before' ? shown.booking.beforePhotos : shown.booking.afterPhotos) : [],
      index: shown?.index ?? null,
      onIndexChange,
      onClose,
    }),
    [shown, onIndexChange, onClose],
  );
  return { open, props };
}
