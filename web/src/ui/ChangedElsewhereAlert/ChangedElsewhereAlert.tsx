import { useEffect, useRef } from 'react';
import { concurrencyMessages } from '@detailing/schema/concurrencyMessages';
import { Button } from '@/ui/Button/Button';
import * as styles from './ChangedElsewhereAlert.css';

/**
 * "Changed elsewhere": the edit stands on an old version, so saving waits until the person reloads.
 * Save sits at the foot of a long form: the alert comes into view with Reload under the hand.
 */
export function ChangedElsewhereAlert({ onReload }: { onReload(): void }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alert.current?.scrollIntoView({ block: 'nearest' });
    alert.current?.querySelector('button')?.focus();
  }, []);
  return (
    <div ref={alert} role="alert" className={styles.alert}>
      <span>{concurrencyMessages.changedElsewhere}</span>
      <Button size="sm" onPress={onReload}>
        Reload
      </Button>
    </div>
  );
}
