import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { Icon } from '@/ui/Icon/Icon';
import * as styles from './Checkbox.css';

export type CheckboxProps = Omit<AriaCheckboxProps, 'className' | 'children'> & { children: ReactNode };

/** A checkbox in the kit's look, alone or inside a `CheckboxGroup` (give it a `value` there); `children` is its label. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={styles.checkbox}>
      {({ isSelected }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isSelected && <Icon name="check" size={12} />}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
