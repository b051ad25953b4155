import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import type { ServiceInput } from '@/gql/graphql';
import { AddServiceMutation } from '@/modules/catalog/graphql/AddServiceMutation';
import { ServicesListQuery } from '@/modules/catalog/graphql/ServicesListQuery';
import { UpdateServiceMutation } from '@/modules/catalog/graphql/UpdateServiceMutation';
import { serverFieldErrors } from '@/utils/serverFieldErrors';
import { serviceErrorToasts, serviceToasts } from '@/modules/catalog/utils/serviceToasts';
import type { ServiceFormErrors } from '@/modules/catalog/utils/serviceForm';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { isConflict } from '@/utils/errorDetail';

/** What became of a save; a failure has already been reported to the person. */
export type ServiceSaveOutcome =
  | { outcome: 'saved' | 'unchanged' | 'conflict' | 'failed' }
  /** The server refused fields: its messages, to show on them. */
  | { outcome: 'invalid'; errors: ServiceFormErrors };

const refused = (error: unknown): ServiceSaveOutcome => {
  const errors = serverFieldErrors(error);
  return Object.keys(errors).length > 0 ? { outcome: 'invalid', errors } : { outcome: 'failed' };
};

/**
 * The service dialog's save: a new service is created and the list fetched again with it; an edit
 * sends only the changed fields on the version this editor stands on (the one loaded, then each of
 * its own saves) and lands in the cache by id. A stale edit goes to `onConflict`; anything else
 * refused gets the spec's toast (001 §8) and, where the server named fields, their messages.
 */
export function useSaveService(serviceId: number | null, loadedVersion: number | null, onConflict: () => void) {
  const [create, created] = useMutation(AddServiceMutation, { refetchQueries: [ServicesListQuery], awaitRefetchQueries: true });
  const [update, updated] = useMutation(UpdateServiceMutation);
  const showError = useErrorToast();
  const standsOn = useRef(loadedVersion);

  async function createService(input: ServiceInput): Promise<ServiceSaveOutcome> {
    try {
      await create({ variables: { input } });
      toast(serviceToasts.created);
      return { outcome: 'saved' };
    } catch (error) {
      showError(error, serviceErrorToasts.createFailed);
      return refused(error);
    }
  }

  async function updateService(id: number, changes: ServiceInput): Promise<ServiceSaveOutcome> {
    if (Object.keys(changes).length === 0) return { outcome: 'unchanged' };
    try {
      const { data } = await update({ variables: { id, input: changes, expectedVersion: standsOn.current } });
      if (data) standsOn.current = data.updateService.version;
      toast(serviceToasts.updated);
      return { outcome: 'saved' };
    } catch (error) {
      if (isConflict(error)) {
        onConflict();
        return { outcome: 'conflict' };
      }
      showError(error, serviceErrorToasts.updateFailed);
      return refused(error);
    }
  }

  return {
    save: (input: ServiceInput) => (serviceId === null ? createService(input) : updateService(serviceId, input)),
    saving: created.loading || updated.loading,
  };
}
