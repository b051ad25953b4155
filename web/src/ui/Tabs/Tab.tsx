import { Tab as AriaTab, type TabProps } from 'react-aria-components';
import * as styles from './Tabs.css';

export function Tab(props: Omit<TabProps, 'className'>) {
  return <AriaTab {...props} className={styles.tab} />;
}
