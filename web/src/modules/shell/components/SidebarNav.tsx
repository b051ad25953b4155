import type { IconName } from '@/ui/Icon/iconPaths';
import { Icon } from '@/ui/Icon/Icon';
import { type AdminView, adminViews } from '@/modules/shell/utils/adminViews';
import * as styles from './Sidebar.css';

export interface SidebarNavProps {
  view: AdminView;
  onSelect(view: AdminView): void;
  /** The navigation's accessible name; by default the spec's main menu. */
  label?: string;
  entries?: readonly { id: AdminView; label: string; icon: IconName }[];
  className?: string;
}

/** A list of views as buttons, the current one marked: the main menu (000 §2), or the tools below it. */
export function SidebarNav({ view, onSelect, label = 'Main', entries = adminViews, className }: SidebarNavProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className={styles.item}
              aria-current={entry.id === view ? 'page' : undefined}
              data-view={entry.id}
              onClick={() => onSelect(entry.id)}
            >
              <Icon name={entry.icon} />
              {entry.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
