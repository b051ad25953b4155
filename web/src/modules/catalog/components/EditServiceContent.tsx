import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { catalogMessages } from '@detailing/schema/catalog/messages';
import { EditServiceQuery } from '@/modules/catalog/graphql/EditServiceQuery';
import { serviceErrorToasts } from '@/modules/catalog/utils/serviceToasts';
import { ChangedElsewhereAlert } from '@/ui/ChangedElsewhereAlert/ChangedElsewhereAlert';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { ServiceForm } from './ServiceForm';
import * as styles from './services.css';

/**
 * The edit dialog's content, mounted afresh each time it opens: it loads the service as stored now
 * and edits that. A save refused as stale shows the 'changed elsewhere' alert, whose Reload starts
 * the form again from the service as it is now.
 */
export function EditServiceContent({ serviceId, onClose }: { serviceId: number; onClose(): void }) {
  const [conflict, setConflict] = useState(false);
  const [loadedAt, setLoadedAt] = useState(0);
  const showError = useErrorToast();
  const { data, error, loading, refetch } = useQuery(EditServiceQuery, { variables: { id: serviceId }, fetchPolicy: 'network-only' });

  const gone = !loading && data !== undefined && (!data.service || data.service.deleted);
  useEffect(() => {
    if (error || gone) {
      showError(error ?? new Error(catalogMessages.serviceNotFound), serviceErrorToasts.loadFailed);
      onClose();
    }
  }, [error, gone, onClose, showError]);

  async function reload() {
    await refetch();
    setConflict(false);
    setLoadedAt((n) => n + 1);
  }

  const service = data?.service;
  if (!service) {
    return (
      <p role="status" className={styles.message}>
        Loading service...
      </p>
    );
  }
  return (
    <>
      {conflict && <ChangedElsewhereAlert onReload={() => void reload()} />}
      <ServiceForm key={loadedAt} service={service} onConflict={() => setConflict(true)} onCancel={onClose} onSaved={onClose} />
    </>
  );
}
