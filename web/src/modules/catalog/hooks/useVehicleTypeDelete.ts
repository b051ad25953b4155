import { useApolloClient, useMutation } from '@apollo/client/react';
import { VehicleTypeDeleteMutation } from '@/modules/catalog/graphql/VehicleTypeDeleteMutation';
import { VehicleTypesListQuery } from '@/modules/catalog/graphql/VehicleTypesListQuery';
import { vehicleTypeErrorToasts, vehicleTypeToasts } from '@/modules/catalog/components/vehicleTypes/vehicleTypeToasts';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { forgetOtherVehicleTypeLists } from './useVehicleTypeSave';

/**
 * Deletes a vehicle type as the table showed it, with the spec's toasts (001 §8). Refused (changed
 * or deleted elsewhere, or one the pricing rule prices), the list is fetched again so the table
 * shows what is true now.
 */
export function useVehicleTypeDelete() {
  const client = useApolloClient();
  const [mutate, state] = useMutation(VehicleTypeDeleteMutation);
  const showError = useErrorToast();
  async function deleteVehicleType(type: { id: string; version: number }): Promise<void> {
    try {
      await mutate({
        variables: { id: type.id, expectedVersion: type.version },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'VehicleType', id: type.id }) });
          forgetOtherVehicleTypeLists(cache);
          cache.gc();
        },
      });
      toast(vehicleTypeToasts.deleted);
    } catch (error) {
      showError(error, vehicleTypeErrorToasts.deleteFailed);
      // A list that cannot be read now shows its own failure; this refusal is already reported.
      await client.refetchQueries({ include: [VehicleTypesListQuery] }).catch(() => undefined);
    }
  }
  return { deleteVehicleType, isDeleting: state.loading };
}
