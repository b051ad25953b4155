import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { modal, overlay } from '@/ui/Dialog/Dialog.css';
import { wideModal } from '@/ui/Dialog/WideModal.css';
import * as styles from './portalApp.css';

/** The kit's modal, dark whatever the theme: /app's booking and invoice details (001 §2). */
export function AppDarkModal({ isDismissable = true, wide = false, children, ...props }: ModalOverlayProps & { wide?: boolean }) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={overlay}>
      <AriaModal className={`${wide ? wideModal : modal} ${styles.dark}`}>{children}</AriaModal>
    </ModalOverlay>
  );
}
