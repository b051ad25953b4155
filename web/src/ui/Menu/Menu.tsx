import { Menu as AriaMenu, type MenuProps as AriaMenuProps, Popover, type PopoverProps } from 'react-aria-components';
import * as styles from './Menu.css';

export interface MenuProps<T> extends Omit<AriaMenuProps<T>, 'className'> {
  placement?: PopoverProps['placement'];
}

/** A menu in a popover; place it after the trigger button inside a `MenuTrigger`. */
export function Menu<T extends object>({ placement = 'bottom end', ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} className={styles.popover}>
      <AriaMenu {...props} className={styles.menu} />
    </Popover>
  );
}
