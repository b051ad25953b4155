import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import * as styles from './Dialog.css';

/** A centred modal surface; put a `Dialog` inside it. */
export function Modal({ isDismissable = true, children, ...props }: ModalOverlayProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <AriaModal className={styles.modal}>{children}</AriaModal>
    </ModalOverlay>
  );
}
