import { useSession } from '@/modules/identity/hooks/useSession';
import { useSignOut } from '@/modules/identity/hooks/useSignOut';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import * as styles from './Sidebar.css';

/** The signed-in user's name (fallback 'Admin User') and the Sign out action (000 §2). */
export function SidebarFooter() {
  const { user } = useSession();
  const { signOut, isPending } = useSignOut();
  return (
    <div className={styles.footer}>
      <p className={styles.userName}>{user?.fullName || 'Admin User'}</p>
      <Button variant="ghost" size="sm" className={styles.signOut} isPending={isPending} onPress={() => void signOut()}>
        <Icon name="logOut" />
        Sign out
      </Button>
    </div>
  );
}
