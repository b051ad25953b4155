import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { PortalPhoto } from '@/modules/portal/api/portalTypes';
import { appThumbnails } from '@/modules/portal/app/utils/appSummary';
import * as styles from './portalApp.css';

interface AppPhotoThumbnailsProps {
  /** 'Before' or 'After'. */
  kind: string;
  photos: readonly PortalPhoto[];
  /** Opens the lightbox on all of this kind's photos at `index`. */
  onOpen(index: number): void;
}

/** Up to 4 photos of one kind (001 §9), as the image pipeline's small renditions, loaded lazily. */
export function AppPhotoThumbnails({ kind, photos, onOpen }: AppPhotoThumbnailsProps) {
  const headingId = useId();
  if (photos.length === 0) return null;
  const shown = appThumbnails(photos);
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.blockTitle}>
        {kind} Photos ({photos.length})
      </h3>
      <ul className={styles.thumbs}>
        {shown.map((photo, index) => (
          <li key={photo.path}>
            <AriaButton className={styles.thumb} onPress={() => onOpen(index)} aria-label={`Open ${kind.toLowerCase()} photo ${index + 1} of ${photos.length}`}>
              <img className={styles.thumbImage} src={photo.thumbnailUrl} alt="" loading="lazy" decoding="async" width={160} height={160} />
            </AriaButton>
          </li>
        ))}
      </ul>
      {photos.length > shown.length && (
        <p className={styles.more}>
          Showing {shown.length} of {photos.length}; open one to see them all.
        </p>
      )}
    </section>
  );
}
