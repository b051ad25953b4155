import type { ReactNode } from 'react';
import { MenuItem as AriaMenuItem, type MenuItemProps as AriaMenuItemProps } from 'react-aria-components';
import { Icon } from '@/ui/Icon/Icon';
import * as styles from './Menu.css';

export interface MenuItemProps extends Omit<AriaMenuItemProps, 'className' | 'children'> {
  children: ReactNode;
}

/** A menu entry; in a selectable menu a check marks the selected entry. */
export function MenuItem({ children, ...props }: MenuItemProps) {
  return (
    <AriaMenuItem {...props} className={styles.item}>
      {children}
      <Icon name="check" className={styles.check} />
    </AriaMenuItem>
  );
}
