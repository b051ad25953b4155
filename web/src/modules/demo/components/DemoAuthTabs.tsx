import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { PortalMe } from '@/modules/portal/api/portalTypes';
import { DemoLoginForm } from './DemoLoginForm';
import { DemoRegisterForm } from './DemoRegisterForm';
import * as styles from './demo.css';

export type DemoTab = 'login' | 'register';

interface DemoAuthTabsProps {
  tab: DemoTab;
  onTabChange(tab: DemoTab): void;
  /** Filled into Login's username, after registering. */
  username: string;
  onRegistered(username: string): void;
  onSignedIn(me: PortalMe): void;
}

/** The demo page's Login and Register tabs (001 §2 'Demo account page'). */
export function DemoAuthTabs({ tab, onTabChange, username, onRegistered, onSignedIn }: DemoAuthTabsProps) {
  return (
    <Tabs selectedKey={tab} onSelectionChange={(key) => onTabChange(key === 'register' ? 'register' : 'login')}>
      <TabList aria-label="Demo account" className={styles.tabList}>
        <Tab id="login" className={styles.tab}>
          Login
        </Tab>
        <Tab id="register" className={styles.tab}>
          Register
        </Tab>
      </TabList>
      <TabPanel id="login" className={styles.panel}>
        {/* Keyed by the username so a new registration starts the form afresh with it. */}
        <DemoLoginForm key={username} username={username} onSignedIn={onSignedIn} />
      </TabPanel>
      <TabPanel id="register" className={styles.panel}>
        <DemoRegisterForm onRegistered={onRegistered} />
      </TabPanel>
    </Tabs>
  );
}
