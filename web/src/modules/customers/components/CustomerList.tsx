import type { ErrorLike } from '@apollo/client';
import type { CustomersPageQuery } from '@/gql/graphql';
import { Pagination } from '@/ui/Pagination/Pagination';
import { CustomerCard, type CustomerRef } from './CustomerCard';
import * as styles from './customers.css';

export interface CustomerListProps {
  page: CustomersPageQuery['customers'] | null;
  error: ErrorLike | null;
  search: string | null;
  offset: number;
  pageSize: number;
  onOffsetChange(offset: number): void;
  selected: ReadonlySet<string>;
  onSelectedChange(id: string, selected: boolean): void;
  texting: ReadonlySet<string>;
  onSendSms(customer: CustomerRef): void;
  onHistory(customer: CustomerRef): void;
  onEdit(customer: CustomerRef): void;
  onDelete(customer: CustomerRef): void;
}

/** One page of customer cards with the pager; a page at a time keeps 10,000 customers fast. */
export function CustomerList({ page, error, search, offset, pageSize, onOffsetChange, selected, onSelectedChange, texting, ...actions }: CustomerListProps) {
  if (!page && error) {
    return (
      <p role="alert" className={styles.message}>
        {error.message}
      </p>
    );
  }
  if (!page) {
    return (
      <p role="status" className={styles.message}>
        Loading customers...
      </p>
    );
  }
  if (page.total === 0) {
    return <p className={styles.message}>{search ? `No customers match "${search}".` : 'No customers yet. Import a CSV or create a booking.'}</p>;
  }
  return (
    <>
      <ul className={styles.list} aria-label="Customers">
        {page.items.map((customer) => (
          <li key={customer.id}>
            <CustomerCard
              customer={customer}
              selected={selected.has(customer.id)}
              onSelectedChange={onSelectedChange}
              sending={texting.has(customer.id)}
              {...actions}
            />
          </li>
        ))}
      </ul>
      <Pagination
        offset={offset}
        pageSize={pageSize}
        shown={page.items.length}
        total={page.total}
        onOffsetChange={onOffsetChange}
        noun={{ one: 'customer', other: 'customers' }}
        label="Customer pages"
      />
    </>
  );
}
