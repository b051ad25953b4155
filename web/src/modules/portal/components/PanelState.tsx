import type { ReactNode } from 'react';
import { Button } from '@/ui/Button/Button';
import * as styles from './dashboard.css';

/** What a tab shows before its list: loading, a failure with Retry, or the spec's empty text. */
export function PanelState({
  loading,
  failed,
  onRetry,
  isEmpty,
  emptyText,
  children,
}: {
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (loading) {
    return (
      <p className={styles.empty} role="status">
        Loading...
      </p>
    );
  }
  if (failed) {
    return (
      <div className={styles.empty} role="alert">
        <p>Failed to connect to server. Please try again.</p>
        <Button variant="outline" size="sm" onPress={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  if (isEmpty) return <p className={styles.empty}>{emptyText}</p>;
  return children;
}
