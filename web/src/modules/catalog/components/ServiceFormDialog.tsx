import { useState } from 'react';
import { Dialog } from '@/ui/Dialog/Dialog';
import { WideModal } from '@/ui/Dialog/WideModal';
import { EditServiceContent } from './EditServiceContent';
import { ServiceForm } from './ServiceForm';

/** What the dialog is for: a new service, or the service with this id. */
export type ServiceDialogTarget = { kind: 'add' } | { kind: 'edit'; id: number };

export interface ServiceFormDialogProps {
  target: ServiceDialogTarget | null;
  onClose(): void;
}

/** Add or edit a service in a dialog (001 §2). */
export function ServiceFormDialog({ target, onClose }: ServiceFormDialogProps) {
  // While the dialog fades out it keeps showing what it showed, not a blank new-service form.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  return (
    <WideModal isOpen={target !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog title={shown?.kind === 'edit' ? 'Edit Service' : 'Add New Service'}>
        {shown?.kind === 'edit' ? (
          <EditServiceContent serviceId={shown.id} onClose={onClose} />
        ) : (
          <ServiceForm service={null} onCancel={onClose} onSaved={onClose} />
        )}
      </Dialog>
    </WideModal>
  );
}
