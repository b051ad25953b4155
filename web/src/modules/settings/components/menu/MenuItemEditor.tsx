import { MAX_LENGTH } from '@detailing/schema/limits';
import type { MenuItemDraft, MenuItemErrors } from '@/modules/settings/utils/menuForm';
import { Button } from '@/ui/Button/Button';
import { Switch } from '@/ui/Switch/Switch';
import { TextField } from '@/ui/TextField/TextField';
import * as panel from '@/modules/settings/components/settingsPanel.css';
import * as styles from './menu.css';

export interface MenuItemEditorProps {
  item: MenuItemDraft;
  /** 1-based place in the list: names the link while its title is empty. */
  position: number;
  count: number;
  errors: MenuItemErrors;
  onChange(changes: Partial<MenuItemDraft>): void;
  onMove(step: -1 | 1): void;
  onRemove(): void;
}

/** One link of the customer menu: title, URL, shown or not, its place (move up / down) and Remove. */
export function MenuItemEditor({ item, position, count, errors, onChange, onMove, onRemove }: MenuItemEditorProps) {
  const name = item.title.trim() || `Link ${position}`;
  return (
    <li>
      <article className={panel.card} aria-label={name}>
        <div className={styles.fields}>
          <TextField label="Title" isRequired maxLength={MAX_LENGTH.NAME} value={item.title} onChange={(title) => onChange({ title })} errorMessage={errors.title} />
          <TextField
            label="URL"
            type="url"
            isRequired
            maxLength={MAX_LENGTH.URL}
            placeholder="https://"
            value={item.url}
            onChange={(url) => onChange({ url })}
            errorMessage={errors.url}
          />
        </div>
        <div className={styles.controls}>
          <Switch isSelected={item.isEnabled} onChange={(isEnabled) => onChange({ isEnabled })}>
            Enabled
          </Switch>
          <div className={panel.actions}>
            <Button variant="outline" size="sm" aria-label={`Move up ${name}`} isDisabled={position === 1} onPress={() => onMove(-1)}>
              Move up
            </Button>
            <Button variant="outline" size="sm" aria-label={`Move down ${name}`} isDisabled={position === count} onPress={() => onMove(1)}>
              Move down
            </Button>
            <Button variant="outline" size="sm" aria-label={`Remove ${name}`} onPress={onRemove}>
              Remove
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}
