import { useState } from 'react';
import { ChangedElsewhereAlert } from '@/ui/ChangedElsewhereAlert/ChangedElsewhereAlert';
import { Dialog } from '@/ui/Dialog/Dialog';
import { Modal } from '@/ui/Dialog/Modal';
import { VehicleTypeForm } from './VehicleTypeForm';
import type { VehicleTypeRow } from './VehicleTypeTable';

/** What the dialog is for: a new type, or this one as the list holds it now. */
export type VehicleTypeDialogTarget = { kind: 'add' } | { kind: 'edit'; vehicleType: VehicleTypeRow };

export interface VehicleTypeDialogProps {
  target: VehicleTypeDialogTarget | null;
  /** Fetches the list again: an edit refused as stale starts over from what it then holds. */
  onReload(): Promise<unknown>;
  onClose(): void;
}

/** Add or edit a vehicle type in a dialog (001 §2). */
export function VehicleTypeDialog({ target, onReload, onClose }: VehicleTypeDialogProps) {
  // While the dialog fades out it keeps showing what it showed, not a blank new-type form.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  return (
    <Modal isOpen={target !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog title={shown?.kind === 'edit' ? 'Edit Vehicle Type' : 'Add Vehicle Type'}>
        {shown?.kind === 'edit' ? (
          <EditVehicleTypeContent vehicleType={shown.vehicleType} onReload={onReload} onClose={onClose} />
        ) : (
          <VehicleTypeForm vehicleType={null} onCancel={onClose} onSaved={onClose} />
        )}
      </Dialog>
    </Modal>
  );
}

/**
 * A save refused as stale shows the 'changed elsewhere' alert; its Reload fetches the list again and
 * starts the form over from the type as it is now (the view hands the fresh row down).
 */
function EditVehicleTypeContent({ vehicleType, onReload, onClose }: { vehicleType: VehicleTypeRow; onReload(): Promise<unknown>; onClose(): void }) {
  const [conflict, setConflict] = useState(false);
  const [loadedAt, setLoadedAt] = useState(0);

  async function reload() {
    await onReload().catch(() => undefined);
    setConflict(false);
    setLoadedAt((n) => n + 1);
  }

  return (
    <>
      {conflict && <ChangedElsewhereAlert onReload={() => void reload()} />}
      <VehicleTypeForm key={`${vehicleType.version}-${loadedAt}`} vehicleType={vehicleType} onConflict={() => setConflict(true)} onCancel={onClose} onSaved={onClose} />
    </>
  );
}
