import { ConfirmDialog } from '@/ui/Dialog/ConfirmDialog';
import { DELETE_VEHICLE_TYPE_QUESTION } from './vehicleTypeToasts';

export interface DeleteVehicleTypeDialogProps {
  /** Open while a type is to be deleted. */
  isOpen: boolean;
  isDeleting: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a vehicle type is deleted, in the spec's words (001 §8). */
export function DeleteVehicleTypeDialog({ isOpen, isDeleting, onConfirm, onCancel }: DeleteVehicleTypeDialogProps) {
  return (
    <ConfirmDialog
      title="Delete Vehicle Type"
      question={isOpen ? DELETE_VEHICLE_TYPE_QUESTION : null}
      confirmLabel="Delete"
      isPending={isDeleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
