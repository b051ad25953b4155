import { TabList as AriaTabList, type TabListProps } from 'react-aria-components';
import * as styles from './Tabs.css';

/** The row of tabs; give it an `aria-label`. Scrolls sideways when it does not fit. */
export function TabList<T extends object>(props: Omit<TabListProps<T>, 'className'>) {
  return <AriaTabList {...props} className={styles.tabList} />;
}
