import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { catalogMessages } from '@detailing/schema/catalog/messages';
import { EditServiceQuery } from '@/modules/catalog/graphql/EditServiceQuery';
import { serviceErrorToasts } from '@/modules/catalog/utils/serviceToasts';
import { ChangedElsewhereAlert } from '@/ui/ChangedElsewhereAlert/ChangedElsewhereAlert';
import { Dialog } from '@/ui/Dialog/Dialog';
import { WideModal } from '@/ui/Dialog/WideModal';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { ServiceForm } from './ServiceForm';
import * as styles from './services.css';

/** What the dialog is for: a new service, or the service with this id. */
export type ServiceDialogTarget = { kind: 'add' } | { kind: 'edit'; id: number };

export interface ServiceFormDialogProps {
  target: ServiceDialogTarget | null;
  onClose(): void;
}

/**
 * Add or edit a service in a dialog. An edit loads the service as stored now and edits that; a
 * save refused as stale shows the 'changed elsewhere' alert, whose Reload starts the form again
 * from the service as it is now.
 */
export function ServiceFormDialog({ target, onClose }: ServiceFormDialogProps) {
  const editId = target?.kind === 'edit' ? target.id : null;
  const [conflict, setConflict] = useState(false);
  const [loadedAt, setLoadedAt] = useState(0);
  const showError = useErrorToast();
  const { data, error, loading, refetch } = useQuery(EditServiceQuery, {
    variables: { id: editId ?? 0 },
    skip: editId === null,
    fetchPolicy: 'network-only',
  });

  useEffect(() => setConflict(false), [editId]);
  const gone = !loading && data && (!data.service || data.service.deleted);
  useEffect(() => {
    if (editId !== null && (error || gone)) {
      showError(error ?? new Error(catalogMessages.serviceNotFound), serviceErrorToasts.loadFailed);
      onClose();
    }
  }, [editId, error, gone, onClose, showError]);

  async function reload() {
    await refetch();
    setConflict(false);
    setLoadedAt((n) => n + 1);
  }

  const service = editId === null ? null : data?.service;
  return (
    <WideModal isOpen={target !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog title={editId === null ? 'Add New Service' : 'Edit Service'}>
        {service === undefined ? (
          <p role="status" className={styles.message}>
            Loading service...
          </p>
        ) : (
          <>
            {conflict && <ChangedElsewhereAlert onReload={() => void reload()} />}
            <ServiceForm
              key={`${service?.id ?? 'new'}:${loadedAt}`}
              service={service}
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
