import { Icon } from '@/ui/Icon/Icon';
import { type AdminView, adminViews } from '@/modules/shell/utils/adminViews';
import * as styles from './Sidebar.css';

export function SidebarNav({ view, onSelect }: { view: AdminView; onSelect(view: AdminView): void }) {
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {adminViews.map((entry) => (
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
