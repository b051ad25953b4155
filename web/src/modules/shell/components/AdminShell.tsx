import { useState } from 'react';
import { useBranding } from '@/modules/settings/hooks/useBranding';
import { useBusinessTimeZone } from '@/modules/settings/hooks/useBusinessTimeZone';
import { Button } from '@/ui/Button/Button';
import { Drawer } from '@/ui/Drawer/Drawer';
import { Icon } from '@/ui/Icon/Icon';
import { useMediaQuery } from '@/ui/hooks/useMediaQuery';
import { breakpoints } from '@/ui/theme/breakpoints';
import { Tooltip } from '@/ui/Tooltip/Tooltip';
import { useAdminView } from '@/modules/shell/hooks/useAdminView';
import type { AdminView } from '@/modules/shell/utils/adminViews';
import * as styles from './AdminShell.css';
import { SidebarContent } from './SidebarContent';
import { ThemeMenu } from './ThemeMenu';
import { ViewOutlet } from './ViewOutlet';

/** The signed-in admin's frame: sidebar or drawer, a top bar, and the current view. */
export function AdminShell() {
  const [view, setView] = useAdminView();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const isWide = useMediaQuery(breakpoints.md);
  const { companyName } = useBranding();
  // Known before any screen reckons "today" (the cache places new bookings by it).
  useBusinessTimeZone();

  const chooseFromDrawer = (next: AdminView) => {
    setView(next);
    setDrawerOpen(false);
  };

  return (
    <div className={styles.shell}>
      <aside className={styles.aside} aria-label="Sidebar">
        <SidebarContent view={view} onSelect={setView} />
      </aside>
      <Drawer isOpen={drawerOpen && !isWide} onOpenChange={setDrawerOpen} aria-label="Navigation">
        <SidebarContent view={view} onSelect={chooseFromDrawer} />
      </Drawer>
      <div className={styles.column}>
        <header className={styles.header}>
          <Tooltip label="Open navigation">
            <Button
              variant="ghost"
              size="icon"
              className={styles.smallOnly}
              aria-label="Open navigation"
              onPress={() => setDrawerOpen(true)}
            >
              <Icon name="menu" size={20} />
            </Button>
          </Tooltip>
          <span className={styles.headerTitle}>{companyName}</span>
          <span className={styles.spacer} />
          <ThemeMenu />
        </header>
        <main className={styles.main}>
          <ViewOutlet view={view} />
        </main>
      </div>
    </div>
  );
}
