import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { setElementVars } from '@vanilla-extract/dynamic';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import * as styles from './Toast.css';
import { toastInset } from './toastInset.css';
import { toastQueue } from './toastQueue';

/** Publishes the region's height as `toastInset` while it is shown, so open dialogs move clear of it. */
function measureRegion(region: HTMLDivElement | null) {
  if (!region) return;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => setElementVars(root, { [toastInset]: `${region.offsetHeight}px` }));
  observer.observe(region);
  return () => {
    observer.disconnect();
    setElementVars(root, { [toastInset]: '0px' });
  };
}

/** The page's single notification landmark; render once near the root. */
export function ToastRegion() {
  return (
    <AriaToastRegion ref={measureRegion} queue={toastQueue} aria-label="Notifications" className={styles.region}>
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={styles.toast({ variant: toast.content.variant ?? 'default' })}
          data-variant={toast.content.variant ?? 'default'}
        >
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            )}
            {toast.content.action && (
              <Button variant="outline" size="sm" className={styles.action} onPress={toast.content.action.onAction}>
                {toast.content.action.label}
              </Button>
            )}
          </AriaToastContent>
          <Button slot="close" variant="ghost" size="icon" aria-label="Close" className={styles.close}>
            <Icon name="x" />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
