import { Button } from '@/ui/Button/Button';
import { Dialog } from '@/ui/Dialog/Dialog';
import { Modal } from '@/ui/Dialog/Modal';
import * as styles from './list.css';

export interface DeleteBookingDialogProps {
  fullName: string | null;
  isDeleting: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a booking is deleted. */
export function DeleteBookingDialog({ fullName, isDeleting, onConfirm, onCancel }: DeleteBookingDialogProps) {
  return (
    <Modal isOpen={fullName !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog role="alertdialog" title="Delete Booking" description={`Delete the booking for ${fullName ?? ''}? This cannot be undone.`}>
        <div className={styles.confirmActions}>
          <Button variant="outline" onPress={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" isPending={isDeleting} onPress={onConfirm}>
            Delete
          </Button>
        </div>
      </Dialog>
    </Modal>
  );
}
