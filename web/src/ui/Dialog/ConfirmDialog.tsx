import { Button } from '@/ui/Button/Button';
import * as styles from './Dialog.css';
import { Dialog } from './Dialog';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  /** The question; the dialog is open while there is one. */
  question: string | null;
  title: string;
  confirmLabel: string;
  isPending: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before something that cannot be undone; focus starts on Cancel, the safe answer. */
export function ConfirmDialog({ question, title, confirmLabel, isPending, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal isOpen={question !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog role="alertdialog" title={title} description={question ?? ''}>
        <div className={styles.actions}>
          <Button variant="outline" autoFocus onPress={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" isPending={isPending} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </Dialog>
    </Modal>
  );
}
