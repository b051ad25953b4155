import { Tabs as AriaTabs, type TabsProps } from 'react-aria-components';
import * as styles from './Tabs.css';

/** Tabs in the kit's look: a `TabList` of `Tab`s, then a `TabPanel` per tab. */
export function Tabs(props: Omit<TabsProps, 'className'>) {
  return <AriaTabs {...props} className={styles.tabs} />;
}
