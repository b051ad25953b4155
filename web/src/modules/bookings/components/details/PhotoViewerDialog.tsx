import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '@/ui/Button/Button';
import { overlay } from '@/ui/Dialog/Dialog.css';
import { Icon } from '@/ui/Icon/Icon';
import * as styles from './details.css';
import type { BookingPhoto } from './types';

interface Props {
  title: string;
  photos: readonly BookingPhoto[];
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
}

/** The photo viewer (spec 000 §2): counter, Download, previous/next that wrap, thumbnail strip. */
export function PhotoViewerDialog({ title, photos, index, onIndexChange, onClose }: Props) {
  const count = photos.length;
  const current = index === null ? undefined : photos[index];
  const step = (delta: number) => index !== null && onIndexChange((index + delta + count) % count);
  return (
    <ModalOverlay isOpen={current !== undefined} onOpenChange={(open) => !open && onClose()} isDismissable className={overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label={title}>
          {current && index !== null && (
            // Arrow keys step through the photos wherever focus is inside the viewer.
            <div
              onKeyDown={(event) => {
                if (event.key === 'ArrowLeft') step(-1);
                if (event.key === 'ArrowRight') step(1);
              }}
            >
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              <Button variant="ghost" size="icon" aria-label="Close" className={styles.closeIcon} onPress={onClose}>
                <Icon name="x" />
              </Button>
              <img className={styles.viewerImage} src={current.url} alt={`${title} ${index + 1} of ${count}`} />
              <div className={styles.viewerBar}>
                <Button variant="outline" aria-label="Previous photo" onPress={() => step(-1)}>
                  ‹ Previous
                </Button>
                <span aria-live="polite">
                  {index + 1} of {count}
                </span>
                <Button variant="outline" aria-label="Next photo" onPress={() => step(1)}>
                  Next ›
                </Button>
              </div>
              <ul className={styles.strip} aria-label="Thumbnails">
                {photos.map((photo, i) => (
                  <li key={photo.path}>
                    <button
                      type="button"
                      className={styles.stripButton}
                      aria-current={i === index}
                      aria-label={`Show photo ${i + 1}`}
                      onClick={() => onIndexChange(i)}
                    >
                      <img className={styles.stripImage} src={photo.thumbnailUrl} alt="" />
                    </button>
                  </li>
                ))}
              </ul>
              <div className={styles.actions}>
                <a className={styles.downloadLink} href={current.url} download>
                  Download
                </a>
              </div>
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
