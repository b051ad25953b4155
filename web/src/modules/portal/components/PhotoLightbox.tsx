import { useEffect } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '@/ui/Button/Button';
import { overlay } from '@/ui/Dialog/Dialog.css';
import { Icon } from '@/ui/Icon/Icon';
import type { PortalBooking, PortalPhoto } from '@/modules/portal/api/portalTypes';
import * as styles from './PhotoLightbox.css';

export type PhotoKind = 'before' | 'after';

/** Opens a booking's before or after photos in the lightbox at one of them. */
export type OpenPhotos = (booking: PortalBooking, kind: PhotoKind, index: number) => void;

export interface PhotoLightboxProps {
  title: string;
  photos: readonly PortalPhoto[];
  /** The photo shown; the lightbox is open while there is one. */
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
}

/**
 * One photo at full size (`url`), with Previous and Next that wrap around. ← and → step through
 * the photos, Escape closes, and focus stays inside until it does, then returns where it was.
 */
export function PhotoLightbox({ title, photos, index, onIndexChange, onClose }: PhotoLightboxProps) {
  const count = photos.length;
  const current = index === null ? undefined : photos[index];
  const isOpen = current !== undefined;

  useEffect(() => {
    if (!isOpen || index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      onIndexChange((index + (event.key === 'ArrowLeft' ? -1 : 1) + count) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, index, count, onIndexChange]);

  if (!current || index === null) return null;
  const step = (delta: number) => onIndexChange((index + delta + count) % count);
  return (
    <ModalOverlay isOpen onOpenChange={(open) => !open && onClose()} isDismissable className={overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label={title}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          <Button variant="ghost" size="icon" aria-label="Close" className={styles.close} onPress={onClose}>
            <Icon name="x" />
          </Button>
          <figure className={styles.figure}>
            <img className={styles.image} src={current.url} alt={`${title}, photo ${index + 1} of ${count}`} />
          </figure>
          <div className={styles.bar}>
            <Button variant="outline" aria-label="Previous photo" isDisabled={count < 2} onPress={() => step(-1)}>
              ‹ Previous
            </Button>
            <span aria-live="polite">
              {index + 1} of {count}
            </span>
            <Button variant="outline" aria-label="Next photo" isDisabled={count < 2} onPress={() => step(1)}>
              Next ›
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
