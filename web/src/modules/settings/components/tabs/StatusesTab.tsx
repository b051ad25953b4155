import { useQuery } from '@apollo/client/react';
import { settingsToasts } from '@detailing/schema/settings/messages';
import { useEffect, useState } from 'react';
import { StatusesQuery } from '@/modules/settings/graphql/StatusesQuery';
import { StatusesSaveMutation } from '@/modules/settings/graphql/StatusesSaveMutation';
import { useSettingsSave } from '@/modules/settings/hooks/useSettingsSave';
import type { StatusDraft } from '@/modules/settings/utils/statusForm';
import { ChangedElsewhereAlert } from '@/ui/ChangedElsewhereAlert/ChangedElsewhereAlert';
import { ConfirmDialog } from '@/ui/Dialog/ConfirmDialog';
import { toast } from '@/ui/Toast/toast';
import * as panel from '@/modules/settings/components/settingsPanel.css';
import { AddStatusForm } from '@/modules/settings/components/statuses/AddStatusForm';
import { StatusCard, type StatusRow } from '@/modules/settings/components/statuses/StatusCard';
import * as styles from '@/modules/settings/components/statuses/statuses.css';

const definition = ({ id, name, label, description }: StatusDraft) => ({ id, name, label, description });

/**
 * Status Management (001 §2): the booking statuses, each added or deleted by saving the whole
 * list. A deleted status stays readable on the bookings that have it (its last label).
 */
export function StatusesTab() {
  const { data, error, refetch } = useQuery(StatusesQuery);
  const { save, saving } = useSettingsSave(StatusesSaveMutation, settingsToasts.statusesSaveFailed);
  const [deleting, setDeleting] = useState<StatusRow | null>(null);
  const [conflict, setConflict] = useState(false);
  useEffect(() => {
    if (error) console.error('Failed to load booking statuses', error);
  }, [error]);
  if (!data) return null;
  const statuses = data.bookingStatuses;

  async function saveList(next: StatusDraft[], done: string): Promise<boolean> {
    const result = await save({ statuses: next.map(definition), expectedVersion: statuses[0]?.version ?? null });
    if (result.outcome === 'conflict') setConflict(true);
    if (result.outcome !== 'saved') return false;
    // Query.bookingStatuses (this list, the booking details' choices) is a root list: read it again.
    await refetch();
    toast({ title: done });
    return true;
  }

  return (
    <div className={panel.panel}>
      <section className={panel.panel} aria-labelledby="statuses-heading">
        <h2 id="statuses-heading" className={panel.heading}>
          Booking Statuses
        </h2>
        {conflict && (
          <ChangedElsewhereAlert
            onReload={() => {
              setConflict(false);
              void refetch();
            }}
          />
        )}
        <ul className={styles.list}>
          {statuses.map((status) => (
            <StatusCard key={status.id} status={status} isDisabled={saving || conflict} onDelete={() => setDeleting(status)} />
          ))}
        </ul>
      </section>
      <AddStatusForm existing={statuses} isPending={saving} onAdd={(status) => saveList([...statuses, status], 'Status added')} />
      <ConfirmDialog
        question={deleting && `Delete the status "${deleting.label}"? Bookings that have it keep showing it.`}
        title="Delete Status"
        confirmLabel="Delete"
        isPending={saving}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await saveList(
            statuses.filter((s) => s.id !== deleting.id),
            'Status deleted',
          );
          setDeleting(null);
        }}
      />
    </div>
  );
}
