import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { overlay } from './Dialog.css';
import { wideModal } from './WideModal.css';

/** The `Modal` for long forms: up to 48rem wide, scrolling within the viewport. */
export function WideModal({ isDismissable = true, children, ...props }: ModalOverlayProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={overlay}>
      <AriaModal className={wideModal}>{children}</AriaModal>
    </ModalOverlay>
  );
}
