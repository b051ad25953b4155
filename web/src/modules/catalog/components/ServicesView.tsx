import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { ServicesListQuery } from '@/modules/catalog/graphql/ServicesListQuery';
import { useDeleteService } from '@/modules/catalog/hooks/useDeleteService';
import { Button } from '@/ui/Button/Button';
import { PageHeader } from '@/ui/PageHeader/PageHeader';
import { useFocusAfterRemoval } from '@/ui/hooks/useFocusAfterRemoval';
import { DeleteServiceDialog } from './DeleteServiceDialog';
import type { ServiceRef } from './ServiceCard';
import { type ServiceDialogTarget, ServiceFormDialog } from './ServiceFormDialog';
import { ServiceList } from './ServiceList';

/** Services Management (001 §2): the service cards, with Add, Edit and Delete. */
export function ServicesView() {
  const { data, error } = useQuery(ServicesListQuery);
  const [dialog, setDialog] = useState<ServiceDialogTarget | null>(null);
  const [doomed, setDoomed] = useState<ServiceRef | null>(null);
  const { deleteService, isDeleting } = useDeleteService();
  const closeDialog = useCallback(() => setDialog(null), []);
  const { ref: header, refocusSoon } = useFocusAfterRemoval('button');

  async function confirmDelete() {
    if (!doomed) return;
    await deleteService(doomed);
    refocusSoon();
    setDoomed(null);
  }

  return (
    <>
      <div ref={header}>
        <PageHeader title="Services Management" actions={<Button onPress={() => setDialog({ kind: 'add' })}>Add Service</Button>} />
      </div>
      <ServiceList
        services={data?.services ?? null}
        error={error ?? null}
        onEdit={(service) => setDialog({ kind: 'edit', id: service.id })}
        onDelete={setDoomed}
      />
      <ServiceFormDialog target={dialog} onClose={closeDialog} />
      <DeleteServiceDialog name={doomed?.name ?? null} isDeleting={isDeleting} onConfirm={() => void confirmDelete()} onCancel={() => setDoomed(null)} />
    </>
  );
}
