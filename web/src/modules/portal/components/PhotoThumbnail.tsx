import type { PortalPhoto } from '@/modules/portal/api/portalTypes';
import * as styles from './dashboard.css';

/** 80 CSS pixels square, drawn from a rendition twice that for sharp screens. */
const SIZE = 80;

/** A photo's small rendition (`thumbnailUrl`), loaded lazily with its size reserved; opens the photo. */
export function PhotoThumbnail({ photo, label, onOpen }: { photo: PortalPhoto; label: string; onOpen(): void }) {
  return (
    <button type="button" className={styles.thumbButton} aria-label={label} onClick={onOpen}>
      <img className={styles.thumbImage} src={photo.thumbnailUrl} alt="" loading="lazy" decoding="async" width={SIZE} height={SIZE} />
    </button>
  );
}
