import { useSession } from '@/modules/identity/hooks/useSession';
import { useSignOut } from '@/modules/identity/hooks/useSignOut';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { type AdminView, toolViews } from '@/modules/shell/utils/adminViews';
import * as styles from './Sidebar.css';
import { SidebarNav } from './SidebarNav';

/** The signed-in user's name (fallback 'Admin User'), the tools outside the spec's menu, and the Sign out action (000 §2). */
export function SidebarFooter({ view, onSelect }: { view: AdminView; onSelect(view: AdminView): void }) {
  const { user } = useSession();
  const { signOut, isPending } = useSignOut();
  return (
    <div className={styles.footer}>
      <p className={styles.userName}>{user?.fullName || 'Admin User'}</p>
      <SidebarNav label="Tools" entries={toolViews} view={view} onSelect={onSelect} />
      <Button variant="ghost" size="sm" className={styles.signOut} isPending={isPending} onPress={() => void signOut()}>
        <Icon name="logOut" />
        Sign out
      </Button>
    </div>
  );
}
