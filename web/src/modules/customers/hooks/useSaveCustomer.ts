import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import type { CustomerChanges } from '@/gql/graphql';
import { UpdateCustomerMutation } from '@/modules/customers/graphql/UpdateCustomerMutation';
import { customerErrorToasts } from '@/modules/customers/utils/customerErrorToasts';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { errorDetail, isConflict } from '@/utils/errorDetail';

/** What became of a save; a refusal has already been reported to the person. */
export type CustomerSaveOutcome = 'unchanged' | 'saved' | 'conflict' | 'invalid' | 'failed';

/**
 * The edit dialog's one save path: sends only the changed fields (nothing at all when none
 * changed) on the version this editor stands on; the answer lands in the normalised cache by id,
 * so every card shows it. A stale edit goes to `onConflict`; input the server refuses comes back
 * as `invalid` with its message for the form; anything else is the spec's toast.
 */
export function useSaveCustomer(customerId: string, loadedVersion: number, onConflict: () => void) {
  const [mutate, { loading }] = useMutation(UpdateCustomerMutation);
  const showError = useErrorToast();
  const standsOn = useRef(loadedVersion);

  async function save(changes: CustomerChanges): Promise<{ outcome: CustomerSaveOutcome; message?: string }> {
    if (Object.keys(changes).length === 0) return { outcome: 'unchanged' };
    try {
      const { data } = await mutate({ variables: { id: customerId, changes, expectedVersion: standsOn.current } });
      if (data) standsOn.current = data.updateCustomer.version;
      return { outcome: 'saved' };
    } catch (error) {
      if (isConflict(error)) {
        onConflict();
        return { outcome: 'conflict' };
      }
      showError(error, customerErrorToasts.updateFailed);
      const detail = errorDetail(error);
      if (detail.code === 'BAD_USER_INPUT') return { outcome: 'invalid', message: detail.serverMessage };
      return { outcome: 'failed' };
    }
  }
  return { save, saving: loading };
}
