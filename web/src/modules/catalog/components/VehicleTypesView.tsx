import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { getFragmentData } from '@/gql';
import { VehicleTypesListQuery } from '@/modules/catalog/graphql/VehicleTypesListQuery';
import { useVehicleTypeDelete } from '@/modules/catalog/hooks/useVehicleTypeDelete';
import { useBusinessTimeZone } from '@/modules/settings/hooks/useBusinessTimeZone';
import { Button } from '@/ui/Button/Button';
import { PageHeader } from '@/ui/PageHeader/PageHeader';
import { useFocusAfterRemoval } from '@/ui/hooks/useFocusAfterRemoval';
import { DeleteVehicleTypeDialog } from './vehicleTypes/DeleteVehicleTypeDialog';
import { type VehicleTypeDialogTarget, VehicleTypeDialog } from './vehicleTypes/VehicleTypeDialog';
import { type VehicleTypeRow, VehicleTypeTable, VehicleTypeTable_vehicleType } from './vehicleTypes/VehicleTypeTable';

type DialogState = { kind: 'add' } | { kind: 'edit'; id: string };

/**
 * Vehicle Types (001 §2): the table, with Add, Edit and Delete. The list lives on the server, so
 * every device sees the same one; each change fetches it again.
 */
export function VehicleTypesView() {
  const { data, error, refetch } = useQuery(VehicleTypesListQuery);
  const timeZone = useBusinessTimeZone();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [doomed, setDoomed] = useState<VehicleTypeRow | null>(null);
  const { deleteVehicleType, isDeleting } = useVehicleTypeDelete();
  const closeDialog = useCallback(() => setDialog(null), []);
  const { ref: header, refocusSoon } = useFocusAfterRemoval('button');

  // The edited type as the list holds it now: a reload after a stale save hands the form the fresh one.
  const types = getFragmentData(VehicleTypeTable_vehicleType, data?.vehicleTypes);
  const editing = dialog?.kind === 'edit' ? types?.find((t) => t.id === dialog.id) : undefined;
  const target: VehicleTypeDialogTarget | null = !dialog ? null : dialog.kind === 'add' ? dialog : editing ? { kind: 'edit', vehicleType: editing } : null;

  // Deleted elsewhere meanwhile: there is nothing left to edit.
  useEffect(() => {
    if (dialog?.kind === 'edit' && types && !editing) setDialog(null);
  }, [dialog, types, editing]);

  async function confirmDelete() {
    if (!doomed) return;
    await deleteVehicleType(doomed);
    refocusSoon();
    setDoomed(null);
  }

  return (
    <>
      <div ref={header}>
        <PageHeader title="Vehicle Types" actions={<Button onPress={() => setDialog({ kind: 'add' })}>Add Vehicle Type</Button>} />
      </div>
      <VehicleTypeTable
        vehicleTypes={data?.vehicleTypes ?? null}
        error={error ?? null}
        timeZone={timeZone}
        onEdit={(type) => setDialog({ kind: 'edit', id: type.id })}
        onDelete={setDoomed}
      />
      <VehicleTypeDialog target={target} onReload={() => refetch()} onClose={closeDialog} />
      <DeleteVehicleTypeDialog isOpen={doomed !== null} isDeleting={isDeleting} onConfirm={() => void confirmDelete()} onCancel={() => setDoomed(null)} />
    </>
  );
}
