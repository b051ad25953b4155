import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { DeleteCustomerMutation } from '@/modules/customers/graphql/DeleteCustomerMutation';
import { DeleteCustomersMutation } from '@/modules/customers/graphql/DeleteCustomersMutation';
import { chunks, DELETE_CHUNK_SIZE } from '@/modules/customers/utils/chunks';
import { removeCustomer } from '@/modules/customers/utils/customerCache';
import { customerErrorToasts } from '@/modules/customers/utils/customerErrorToasts';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';

/** Deletes one customer or a selection, with the spec's toasts (001 §8); each resolves true on success. */
export function useDeleteCustomers() {
  const client = useApolloClient();
  const [mutateOne, one] = useMutation(DeleteCustomerMutation);
  const [mutateMany] = useMutation(DeleteCustomersMutation);
  const [deletingMany, setDeletingMany] = useState(false);
  const showError = useErrorToast();

  async function deleteCustomer(customer: { id: string; fullName: string }): Promise<boolean> {
    try {
      await mutateOne({ variables: { id: customer.id }, update: (cache) => removeCustomer(cache, customer.id) });
      toast({ title: 'Customer Deleted', description: `${customer.fullName} and their bookings were deleted.` });
      return true;
    } catch (error) {
      showError(error, customerErrorToasts.deleteFailed);
      return false;
    }
  }

  /** Sends the ids in chunks of at most 500 (the contract's limit), one after another. */
  async function deleteCustomers(ids: readonly string[]): Promise<boolean> {
    setDeletingMany(true);
    let deleted = 0;
    try {
      for (const piece of chunks(ids, DELETE_CHUNK_SIZE)) {
        const { data } = await mutateMany({ variables: { ids: piece } });
        deleted += data?.deleteCustomers ?? 0;
        for (const id of piece) removeCustomer(client.cache, id);
      }
      toast({ title: 'Customers Deleted', description: `${deleted} ${deleted === 1 ? 'customer was' : 'customers were'} deleted.` });
      return true;
    } catch (error) {
      showError(error, customerErrorToasts.deleteSelectedFailed);
      return false;
    } finally {
      setDeletingMany(false);
    }
  }

  return { deleteCustomer, deleteCustomers, isDeletingOne: one.loading, isDeletingMany: deletingMany };
}
