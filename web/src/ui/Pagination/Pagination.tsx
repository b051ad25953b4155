import { Button } from '@/ui/Button/Button';
import * as styles from './Pagination.css';

export interface PaginationProps {
  offset: number;
  pageSize: number;
  shown: number;
  total: number;
  onOffsetChange(offset: number): void;
  /** What the list holds: one of it, and more than one. */
  noun: { one: string; other: string };
  /** The page buttons' landmark. */
  label: string;
}

/** Which items the page shows out of how many, and Previous / Next. */
export function Pagination({ offset, pageSize, shown, total, onOffsetChange, noun, label }: PaginationProps) {
  const page = Math.floor(offset / pageSize) + 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pagination} aria-label={label}>
      <p role="status" className={styles.summary}>
        {total === 0 ? `No ${noun.other}` : `Showing ${offset + 1}–${offset + shown} of ${total} ${total === 1 ? noun.one : noun.other}`}
      </p>
      <div className={styles.pageButtons}>
        <Button variant="outline" size="sm" isDisabled={page <= 1} onPress={() => onOffsetChange(Math.max(0, offset - pageSize))}>
          Previous
        </Button>
        <span>
          Page {page} of {pages}
        </span>
        <Button variant="outline" size="sm" isDisabled={page >= pages} onPress={() => onOffsetChange(offset + pageSize)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
