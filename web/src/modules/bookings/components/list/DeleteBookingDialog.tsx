import { ConfirmDialog } from '@/ui/Dialog/ConfirmDialog';

export interface DeleteBookingDialogProps {
  fullName: string | null;
  isDeleting: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a booking is deleted. */
export function DeleteBookingDialog({ fullName, isDeleting, onConfirm, onCancel }: DeleteBookingDialogProps) {
  return (
    <ConfirmDialog
      title="Delete Booking"
      question={fullName === null ? null : `Delete the booking for ${fullName}? This cannot be undone.`}
      confirmLabel="Delete"
      isPending={isDeleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
