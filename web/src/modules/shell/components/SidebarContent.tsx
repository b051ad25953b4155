import { useBranding } from '@/modules/settings/hooks/useBranding';
import { Icon } from '@/ui/Icon/Icon';
import type { AdminView } from '@/modules/shell/utils/adminViews';
import * as styles from './Sidebar.css';
import { SidebarFooter } from './SidebarFooter';
import { SidebarNav } from './SidebarNav';

/** Brand, navigation and footer; shown in the fixed sidebar and in the small-screen drawer. */
export function SidebarContent({ view, onSelect }: { view: AdminView; onSelect(view: AdminView): void }) {
  const { companyName } = useBranding();
  return (
    <div className={styles.sidebar}>
      <div className={styles.brand}>
        <Icon name="car" size={24} />
        <span>{companyName}</span>
      </div>
      <SidebarNav view={view} onSelect={onSelect} className={styles.nav} />
      <SidebarFooter view={view} onSelect={onSelect} />
    </div>
  );
}
