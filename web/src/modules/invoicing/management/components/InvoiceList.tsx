import type { ErrorLike } from '@apollo/client';
import { invoiceMessages } from '@detailing/schema/invoicing/messages';
import { getFragmentData } from '@/gql';
import type { InvoicePageQuery } from '@/gql/graphql';
import { Pagination } from '@/ui/Pagination/Pagination';
import { InvoiceRow_invoice } from '@/modules/invoicing/management/graphql/InvoiceRowFragment';
import { useMediaQuery } from '@/ui/hooks/useMediaQuery';
import { breakpoints } from '@/ui/theme/breakpoints';
import { InvoiceCards } from './InvoiceCards';
import { InvoiceTable } from './InvoiceTable';
import type { InvoiceRowHandlers } from './rowTypes';
import * as styles from './management.css';

export interface InvoiceListProps {
  page: InvoicePageQuery['invoicePage'] | null;
  error: ErrorLike | null;
  offset: number;
  pageSize: number;
  onOffsetChange(offset: number): void;
  handlers: InvoiceRowHandlers;
}

/** One page of invoices (a table when wide, cards when narrow) with the pager; a page at a time keeps 10,000 invoices fast. */
export function InvoiceList({ page, error, offset, pageSize, onOffsetChange, handlers }: InvoiceListProps) {
  const isWide = useMediaQuery(breakpoints.md);
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
        Loading invoices...
      </p>
    );
  }
  if (page.total === 0) return <p className={styles.message}>{invoiceMessages.noInvoices}</p>;
  const invoices = getFragmentData(InvoiceRow_invoice, page.items);
  return (
    <>
      {isWide ? <InvoiceTable invoices={invoices} handlers={handlers} /> : <InvoiceCards invoices={invoices} handlers={handlers} />}
      <Pagination
        offset={offset}
        pageSize={pageSize}
        shown={page.items.length}
        total={page.total}
        onOffsetChange={onOffsetChange}
        noun={{ one: 'invoice', other: 'invoices' }}
        label="Invoice pages"
      />
    </>
  );
}
