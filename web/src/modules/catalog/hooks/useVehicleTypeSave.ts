import { type ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { VehicleTypeInput } from '@/gql/graphql';
import { VehicleTypeCreateMutation } from '@/modules/catalog/graphql/VehicleTypeCreateMutation';
import { VehicleTypesListQuery } from '@/modules/catalog/graphql/VehicleTypesListQuery';
import { VehicleTypeUpdateMutation } from '@/modules/catalog/graphql/VehicleTypeUpdateMutation';
import { vehicleTypeErrorToasts, vehicleTypeToasts } from '@/modules/catalog/components/vehicleTypes/vehicleTypeToasts';
import type { VehicleTypeFormErrors } from '@/modules/catalog/utils/vehicleTypeForm';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { isConflict } from '@/utils/errorDetail';
import { serverFieldErrors } from '@/utils/serverFieldErrors';

/** What became of a save; a failure has already been reported to the person. */
export type VehicleTypeSaveOutcome = { outcome: 'saved' | 'unchanged' | 'conflict' | 'failed' } | { outcome: 'invalid'; errors: VehicleTypeFormErrors };

/**
 * The other lists of vehicle types (the booking forms' active ones) are dropped from the cache, so
 * the next form to show one asks the server again; the management list is fetched by the mutation.
 */
export function forgetOtherVehicleTypeLists(cache: ApolloCache): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: { vehicleTypes: (value, { storeFieldName, DELETE }) => (storeFieldName.includes('"includeInactive":true') ? value : DELETE) },
  });
}

const fieldErrorsOf = (error: unknown): VehicleTypeFormErrors | null => {
  const errors = serverFieldErrors(error);
  return Object.keys(errors).length > 0 ? errors : null;
};

const refetch = { refetchQueries: [VehicleTypesListQuery], awaitRefetchQueries: true, update: forgetOtherVehicleTypeLists };

/**
 * The vehicle type dialog's save: a new type is created; an edit sends only the changed fields on
 * the version the editor loaded. Either way the list is fetched again, so it shows what the server
 * holds for every device. A stale edit goes to `onConflict`; a refusal gets its toast (001 §8) and,
 * where the server named a field (a taken name), its message there.
 */
export function useVehicleTypeSave(editing: { id: string; version: number } | null, onConflict: () => void) {
  const [create, created] = useMutation(VehicleTypeCreateMutation, refetch);
  const [update, updated] = useMutation(VehicleTypeUpdateMutation, refetch);
  const showError = useErrorToast();

  async function createType(input: VehicleTypeInput): Promise<VehicleTypeSaveOutcome> {
    try {
      await create({ variables: { input } });
      toast(vehicleTypeToasts.added);
      return { outcome: 'saved' };
    } catch (error) {
      showError(error, vehicleTypeErrorToasts.addFailed);
      const errors = fieldErrorsOf(error);
      return errors ? { outcome: 'invalid', errors } : { outcome: 'failed' };
    }
  }

  async function updateType(type: { id: string; version: number }, changes: VehicleTypeInput): Promise<VehicleTypeSaveOutcome> {
    if (Object.keys(changes).length === 0) return { outcome: 'unchanged' };
    try {
      await update({ variables: { id: type.id, input: changes, expectedVersion: type.version } });
      toast(vehicleTypeToasts.updated);
      return { outcome: 'saved' };
    } catch (error) {
      // A taken name is a CONFLICT too, but about the name: it goes on the field, not to the reload alert.
      const errors = fieldErrorsOf(error);
      if (!errors && isConflict(error)) {
        onConflict();
        return { outcome: 'conflict' };
      }
      showError(error, vehicleTypeErrorToasts.updateFailed);
      return errors ? { outcome: 'invalid', errors } : { outcome: 'failed' };
    }
  }

  return {
    save: (input: VehicleTypeInput) => (editing === null ? createType(input) : updateType(editing, input)),
    saving: created.loading || updated.loading,
  };
}
