import { useEffect, useRef } from 'react';
import type { useCustomerSelection } from '@/modules/customers/hooks/useCustomerSelection';
import { Button } from '@/ui/Button/Button';
import * as styles from './customers.css';

export interface SelectAllProps {
  pageIds: readonly string[];
  total: number;
  search: string | null;
  selection: ReturnType<typeof useCustomerSelection>;
}

/**
 * Select-all: ticks every customer on the page (mixed when some are); once the page is ticked and
 * the search finds more, offers to tick all of them.
 */
export function SelectAll({ pageIds, total, search, selection }: SelectAllProps) {
  const box = useRef<HTMLInputElement>(null);
  const onPage = pageIds.filter((id) => selection.selected.has(id)).length;
  const all = pageIds.length > 0 && onPage === pageIds.length;
  const some = onPage > 0 && !all;
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);

  return (
    <>
      <label className={styles.checkboxLabel}>
        <input
          ref={box}
          type="checkbox"
          className={styles.checkbox}
          checked={all}
          disabled={pageIds.length === 0}
          onChange={(event) => selection.change(pageIds, event.target.checked)}
        />
        Select all
      </label>
      {all && total > selection.selected.size && (
        <Button variant="outline" size="sm" isPending={selection.gathering} onPress={() => void selection.selectAllMatching(search)}>
          Select all {total} customers
        </Button>
      )}
      {selection.selected.size > 0 && (
        <span role="status">{selection.selected.size} selected</span>
      )}
    </>
  );
}
