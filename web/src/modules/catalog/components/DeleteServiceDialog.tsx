import { deleteServiceQuestion } from '@/modules/catalog/utils/serviceToasts';
import { ConfirmDialog } from '@/ui/Dialog/ConfirmDialog';

export interface DeleteServiceDialogProps {
  /** The service's name while the question is asked. */
  name: string | null;
  isDeleting: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a service is deleted, in the spec's words (001 §8). */
export function DeleteServiceDialog({ name, isDeleting, onConfirm, onCancel }: DeleteServiceDialogProps) {
  return (
    <ConfirmDialog
      title="Delete Service"
      question={name === null ? null : deleteServiceQuestion(name)}
      confirmLabel="Delete"
      isPending={isDeleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
