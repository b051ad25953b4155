import { MAX_LENGTH } from '@detailing/schema/limits';
import { type FormEvent, useState } from 'react';
import { checkNewStatus, emptyStatusDraft, type StatusDraft } from '@/modules/settings/utils/statusForm';
import { Button } from '@/ui/Button/Button';
import { TextField } from '@/ui/TextField/TextField';
import * as panel from '@/modules/settings/components/settingsPanel.css';
import * as styles from './statuses.css';

/** Add Status (001 §2): id, name and label required, the id unique; `onAdd` saves the list with it. */
export function AddStatusForm({ existing, isPending, onAdd }: { existing: readonly { id: string }[]; isPending: boolean; onAdd(status: StatusDraft): Promise<boolean> }) {
  const [draft, setDraft] = useState(emptyStatusDraft);
  const [message, setMessage] = useState<string>();
  const field = (name: keyof StatusDraft) => ({
    value: draft[name],
    onChange: (value: string) => {
      setDraft((d) => ({ ...d, [name]: value }));
      setMessage(undefined);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkNewStatus(draft, existing);
    if (!checked.ok) return setMessage(checked.message);
    if (await onAdd(checked.status)) setDraft(emptyStatusDraft());
  }

  return (
    <form className={panel.panel} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="add-status-heading">
      <h3 id="add-status-heading" className={panel.heading}>
        Add Status
      </h3>
      <div className={styles.addForm}>
        <TextField label="Status ID" description="What bookings store, e.g. in_progress" isRequired maxLength={MAX_LENGTH.CODE} {...field('id')} />
        <TextField label="Name" isRequired maxLength={MAX_LENGTH.NAME} {...field('name')} />
        <TextField label="Label" isRequired maxLength={MAX_LENGTH.NAME} {...field('label')} />
        <div className={styles.wide}>
          <TextField label="Description" maxLength={MAX_LENGTH.DESCRIPTION} rows={2} {...field('description')} />
        </div>
      </div>
      {message && (
        <p role="alert" className={panel.fieldError}>
          {message}
        </p>
      )}
      <div className={panel.actions}>
        <Button type="submit" isPending={isPending}>
          Add Status
        </Button>
      </div>
    </form>
  );
}
