import { TabPanel as AriaTabPanel, type TabPanelProps } from 'react-aria-components';
import * as styles from './Tabs.css';

export function TabPanel(props: Omit<TabPanelProps, 'className'>) {
  return <AriaTabPanel {...props} className={styles.panel} />;
}
