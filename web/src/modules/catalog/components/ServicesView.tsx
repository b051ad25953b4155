import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ServicesListQuery } from '@/modules/catalog/graphql/ServicesListQuery';
import { useDeleteService } from '@/modules/catalog/hooks/useDeleteService';
import { Button } from '@/ui/Button/Button';
import { PageHeader } from '@/ui/PageHeader/PageHeader';
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
  const header = useRef<HTMLDivElement>(null);
  const [refocus, setRefocus] = useState(false);

  // A deletion (or a refusal, the list fetched again) removes the Delete button the confirmation would give focus back to: once it has
  // closed, a focus left on nothing goes to Add Service instead of the page's start.
  useEffect(() => {
    if (!refocus) return;
    const timer = setTimeout(() => {
      setRefocus(false);
      if (document.activeElement === document.body) header.current?.querySelector('button')?.focus();
    }, 250);
    return () => clearTimeout(timer);
  }, [refocus]);

  async function confirmDelete() {
    if (!doomed) return;
    await deleteService(doomed);
    setRefocus(true);
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
