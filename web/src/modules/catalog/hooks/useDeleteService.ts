import { useApolloClient, useMutation } from '@apollo/client/react';
import { DeleteServiceMutation } from '@/modules/catalog/graphql/DeleteServiceMutation';
import { ServicesListQuery } from '@/modules/catalog/graphql/ServicesListQuery';
import type { ServiceRef } from '@/modules/catalog/components/ServiceCard';
import { serviceErrorToasts, serviceToasts } from '@/modules/catalog/utils/serviceToasts';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';

/**
 * Deletes a service as its card showed it, with the spec's toasts (001 §8). Refused (changed or
 * deleted elsewhere meanwhile), the list is fetched again so the cards show what is true now and
 * "Please try again" can work.
 */
export function useDeleteService() {
  const client = useApolloClient();
  const [mutate, state] = useMutation(DeleteServiceMutation);
  const showError = useErrorToast();
  async function deleteService(service: ServiceRef): Promise<void> {
    try {
      await mutate({
        variables: { id: service.id, expectedVersion: service.version },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Service', id: service.id }) });
          cache.gc();
        },
      });
      toast(serviceToasts.deleted);
    } catch (error) {
      showError(error, serviceErrorToasts.deleteFailed);
      // A list that cannot be read now shows its own failure; this refusal is already reported.
      await client.refetchQueries({ include: [ServicesListQuery] }).catch(() => undefined);
    }
  }
  return { deleteService, isDeleting: state.loading };
}
