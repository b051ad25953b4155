import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { EditCustomerQuery } from '@/modules/customers/graphql/EditCustomerQuery';
import { customerErrorToasts } from '@/modules/customers/utils/customerErrorToasts';
import { ChangedElsewhereAlert } from '@/ui/ChangedElsewhereAlert/ChangedElsewhereAlert';
import { Dialog } from '@/ui/Dialog/Dialog';
import { WideModal } from '@/ui/Dialog/WideModal';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { EditCustomerForm } from './EditCustomerForm';
import * as styles from './customers.css';

export interface EditCustomerDialogProps {
  customerId: string | null;
  onClose(): void;
}

/**
 * 'Edit Customer' (001 §2): loads the customer as stored now and edits that. A save refused as
 * stale (someone changed the customer meanwhile) shows the 'changed elsewhere' alert with Reload,
 * which starts the form again from the customer as they are now.
 */
export function EditCustomerDialog({ customerId, onClose }: EditCustomerDialogProps) {
  const [conflict, setConflict] = useState(false);
  const [loadedAt, setLoadedAt] = useState(0);
  const showError = useErrorToast();
  const { data, error, loading, refetch } = useQuery(EditCustomerQuery, {
    variables: { id: customerId ?? '' },
    skip: !customerId,
    fetchPolicy: 'network-only',
  });

  useEffect(() => setConflict(false), [customerId]);
  useEffect(() => {
    if (error || (!loading && data && !data.customer)) {
      showError(error ?? new Error('This customer no longer exists.'), customerErrorToasts.loadFailed);
      onClose();
    }
  }, [error, loading, data, onClose, showError]);

  async function reload() {
    await refetch();
    setConflict(false);
    setLoadedAt((n) => n + 1);
  }

  const customer = data?.customer;
  return (
    <WideModal isOpen={customerId !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog title="Edit Customer">
        {!customer ? (
          <p role="status" className={styles.muted}>
            Loading customer...
          </p>
        ) : (
          <>
            {conflict && <ChangedElsewhereAlert onReload={() => void reload()} />}
            <EditCustomerForm
              key={`${customer.id}:${loadedAt}`}
              customer={customer}
              onConflict={() => setConflict(true)}
              onCancel={onClose}
              onSaved={onClose}
            />
          </>
        )}
      </Dialog>
    </WideModal>
  );
}
