import { useQuery } from '@apollo/client/react';
import { invoiceMessages } from '@detailing/schema/invoicing/messages';
import { MAX_LENGTH } from '@detailing/schema/limits';
import { useCallback, useEffect, useState } from 'react';
import { useDebouncedValue } from '@/modules/customers/hooks/useDebouncedValue';
import { InvoiceList } from '@/modules/invoicing/management/components/InvoiceList';
import { InvoicePreview } from '@/modules/invoicing/management/components/InvoicePreview';
import type { InvoiceRowData, InvoiceRowHandlers } from '@/modules/invoicing/management/components/rowTypes';
import { StatusFilter } from '@/modules/invoicing/management/components/StatusFilter';
import * as styles from '@/modules/invoicing/management/components/management.css';
import { InvoicePageQuery } from '@/modules/invoicing/management/graphql/InvoicePageQuery';
import { useInvoiceActions } from '@/modules/invoicing/management/hooks/useInvoiceActions';
import { useLiveInvoices } from '@/modules/invoicing/management/hooks/useLiveInvoices';
import { ConfirmDialog } from '@/ui/Dialog/ConfirmDialog';
import { PageHeader } from '@/ui/PageHeader/PageHeader';
import { TextField } from '@/ui/TextField/TextField';
import { useFocusAfterRemoval } from '@/ui/hooks/useFocusAfterRemoval';

export const INVOICE_PAGE_SIZE = 50;
export const INVOICE_SEARCH_DEBOUNCE_MS = 300;
const noop = () => undefined;

const countText = (total: number) => `${total} ${total === 1 ? 'invoice' : 'invoices'}`;

/** Invoice Management (001 §2): a searched, filtered, paged list of invoices and quotes, kept live. */
export function InvoiceManagementView() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), INVOICE_SEARCH_DEBOUNCE_MS) || null;
  const [status, setStatus] = useState<string | null>(null);
  const [offset, setOffset] = useState(0);
  const [viewing, setViewing] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<InvoiceRowData | null>(null);
  const [statusChanging, setStatusChanging] = useState<ReadonlySet<string>>(new Set());
  const actions = useInvoiceActions();
  const closePreview = useCallback(() => setViewing(null), []);
  const { ref: searchBox, refocusSoon } = useFocusAfterRemoval('input');

  const query = useQuery(InvoicePageQuery, {
    variables: { search, status, offset, limit: INVOICE_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const { refetch, startPolling, stopPolling } = query;
  // Settles once the page has arrived (or failed): refreshes never overlap, and the last one runs after the last change.
  const readPageAgain = useCallback(() => refetch().then(noop, noop), [refetch]);
  const { pollInterval, refresh } = useLiveInvoices(readPageAgain);
  useEffect(() => {
    if (pollInterval) startPolling(pollInterval);
    else stopPolling();
  }, [pollInterval, startPolling, stopPolling]);

  // A new search or filter starts on its first page.
  useEffect(() => setOffset(0), [search, status]);

  const page = query.data?.invoicePage ?? query.previousData?.invoicePage ?? null;
  // The last page emptied by deletions: step back to the page that now holds the last invoices.
  useEffect(() => {
    if (page && page.items.length === 0 && offset > 0 && page.total > 0) {
      setOffset(Math.floor((page.total - 1) / INVOICE_PAGE_SIZE) * INVOICE_PAGE_SIZE);
    }
  }, [page, offset]);

  async function changeStatus(invoice: InvoiceRowData, next: string) {
    setStatusChanging((s) => new Set(s).add(invoice.id));
    await actions.changeStatus(invoice, next);
    setStatusChanging((s) => {
      const rest = new Set(s);
      rest.delete(invoice.id);
      return rest;
    });
    // A status filter may no longer hold it.
    if (status) refresh();
  }

  async function convert(quote: InvoiceRowData) {
    if (await actions.convertQuote(quote)) refresh();
  }

  async function confirmDelete() {
    if (!toDelete) return;
    if (await actions.deleteInvoice(toDelete)) {
      refresh();
      refocusSoon();
    }
    setToDelete(null);
  }

  const handlers: InvoiceRowHandlers = {
    statusChanging,
    converting: actions.converting,
    onStatusChange: (invoice, next) => void changeStatus(invoice, next),
    onView: setViewing,
    onDelete: setToDelete,
    onConvert: (quote) => void convert(quote),
  };

  return (
    <>
      <PageHeader title="Invoice Management" description="Search, view and update your invoices and quotes." />
      <div className={styles.toolbar}>
        <div ref={searchBox} className={styles.search}>
          <TextField
            label="Search invoices"
            type="search"
            value={text}
            onChange={setText}
            maxLength={MAX_LENGTH.SEARCH}
            placeholder="Invoice number, customer name or type"
          />
        </div>
        <StatusFilter status={status} onChange={setStatus} />
        <p className={styles.count} role="status">
          {page ? countText(page.total) : ''}
        </p>
      </div>
      <InvoiceList
        page={page}
        error={query.error ?? null}
        offset={offset}
        pageSize={INVOICE_PAGE_SIZE}
        onOffsetChange={setOffset}
        handlers={handlers}
      />
      <ConfirmDialog
        title="Delete Invoice"
        question={toDelete ? invoiceMessages.deleteConfirm : null}
        confirmLabel="Delete"
        isPending={actions.isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
      <InvoicePreview invoiceId={viewing} onClose={closePreview} />
    </>
  );
}
