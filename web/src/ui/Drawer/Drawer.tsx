import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './Drawer.css';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** Names the drawer for assistive technology. */
  'aria-label': string;
  children: ReactNode;
}

/** A panel that slides in from the left edge; Escape or a click outside closes it. */
export function Drawer({ isOpen, onOpenChange, children, ...props }: DrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.panel}>
        <Dialog aria-label={props['aria-label']} className={styles.dialog}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
