import type { ReactNode } from 'react';
import { Dialog as AriaDialog, type DialogProps as AriaDialogProps, Heading, Text } from 'react-aria-components';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import * as styles from './Dialog.css';

export interface DialogProps extends Omit<AriaDialogProps, 'children' | 'className'> {
  title: string;
  description?: string;
  children: ReactNode | ((opts: { close(): void }) => ReactNode);
}

/** A titled dialog with a close button; the title labels it and the description describes it. */
export function Dialog({ title, description, children, ...props }: DialogProps) {
  return (
    <AriaDialog {...props} className={styles.dialog}>
      {({ close }) => (
        <>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {description && (
            <Text slot="description" elementType="p" className={styles.description}>
              {description}
            </Text>
          )}
          <div className={styles.body}>{typeof children === 'function' ? children({ close }) : children}</div>
          <Button variant="ghost" size="icon" aria-label="Close" className={styles.close} onPress={close}>
            <Icon name="x" />
          </Button>
        </>
      )}
    </AriaDialog>
  );
}
