import { settingsToasts } from '@detailing/schema/settings/messages';
import { type FormEvent, useState } from 'react';
import { CustomerMenuSaveMutation } from '@/modules/settings/graphql/CustomerMenuSaveMutation';
import { useSettingsSave } from '@/modules/settings/hooks/useSettingsSave';
import { checkMenuItem, type MenuItemDraft, type MenuItemErrors, menuToSave, moved } from '@/modules/settings/utils/menuForm';
import { Button } from '@/ui/Button/Button';
import { ChangedElsewhereAlert } from '@/ui/ChangedElsewhereAlert/ChangedElsewhereAlert';
import { toast } from '@/ui/Toast/toast';
import type { FieldErrors } from '@/utils/serverFieldErrors';
import * as panel from '@/modules/settings/components/settingsPanel.css';
import * as styles from './menu.css';
import { MenuItemEditor } from './MenuItemEditor';

/** The server's messages ("items.2.url") by link. */
const errorsByItem = (errors: FieldErrors): Record<number, MenuItemErrors> => {
  const found: Record<number, MenuItemErrors> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^items\.(\d+)\.(title|url)$/.exec(path);
    if (match) found[Number(match[1])] = { ...found[Number(match[1])], [match[2]!]: message };
  }
  return found;
};

/** The customer menu as loaded, edited as a list and saved whole; `onSaved` reads it again. */
export function CustomerMenuForm({ loaded, version, onSaved, onReload }: { loaded: MenuItemDraft[]; version: number | null; onSaved(): void; onReload(): void }) {
  const { save, saving } = useSettingsSave(CustomerMenuSaveMutation, settingsToasts.saveFailed);
  const [items, setItems] = useState(loaded);
  const [errors, setErrors] = useState<Record<number, MenuItemErrors>>({});
  const [conflict, setConflict] = useState(false);

  const update = (next: MenuItemDraft[]) => {
    setItems(next);
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = items.map(checkMenuItem);
    const refused = Object.fromEntries(checked.flatMap((c, i) => (c.ok ? [] : [[i, c.errors]])));
    if (Object.keys(refused).length > 0) return setErrors(refused);
    const result = await save({ items: menuToSave(checked.flatMap((c) => (c.ok ? [c.item] : []))), expectedVersion: version });
    if (result.outcome === 'conflict') return setConflict(true);
    if (result.outcome === 'failed') return setErrors(errorsByItem(result.errors));
    toast({ title: 'Customer menu saved' });
    onSaved();
  }

  return (
    <form className={panel.panel} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="menu-heading">
      <h2 id="menu-heading" className={panel.heading}>
        Customer Menu
      </h2>
      <p className={panel.intro}>Links shown in the Menu of the customer portal, in this order; only enabled links are shown.</p>
      {conflict && <ChangedElsewhereAlert onReload={onReload} />}
      {items.length === 0 ? (
        <p className={panel.muted}>No menu links yet.</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item, index) => (
            <MenuItemEditor
              // The list has no ids; a link's place is its identity while it is edited.
              key={index}
              item={item}
              position={index + 1}
              count={items.length}
              errors={errors[index] ?? {}}
              onChange={(changes) => update(items.map((it, i) => (i === index ? { ...it, ...changes } : it)))}
              onMove={(step) => update(moved(items, index, step))}
              onRemove={() => update(items.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
      <div className={panel.actions}>
        <Button variant="outline" onPress={() => update([...items, { title: '', url: '', isEnabled: true }])}>
          Add Link
        </Button>
        <Button type="submit" isPending={saving} isDisabled={conflict}>
          Save Menu
        </Button>
      </div>
    </form>
  );
}
