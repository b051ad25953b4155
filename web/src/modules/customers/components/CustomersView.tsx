import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { CustomersPageQuery } from '@/modules/customers/graphql/CustomersPageQuery';
import { useCustomerDownloads } from '@/modules/customers/hooks/useCustomerDownloads';
import { useCustomerSelection } from '@/modules/customers/hooks/useCustomerSelection';
import { useDebouncedValue } from '@/modules/customers/hooks/useDebouncedValue';
import { useDeleteCustomers } from '@/modules/customers/hooks/useDeleteCustomers';
import { useLiveCustomers } from '@/modules/customers/hooks/useLiveCustomers';
import { useSendPortalSms } from '@/modules/customers/hooks/useSendPortalSms';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { PageHeader } from '@/ui/PageHeader/PageHeader';
import { TextField } from '@/ui/TextField/TextField';
import { BookingHistoryDialog } from './BookingHistoryDialog';
import { ConfirmDialog } from '@/ui/Dialog/ConfirmDialog';
import { useFocusAfterRemoval } from '@/ui/hooks/useFocusAfterRemoval';
import { type CustomerRef } from './CustomerCard';
import { CustomerList } from './CustomerList';
import { EditCustomerDialog } from './EditCustomerDialog';
import { ImportCustomersDialog } from './ImportCustomersDialog';
import { SelectAll } from './SelectAll';
import * as styles from './customers.css';

export const PAGE_SIZE = 50;
export const SEARCH_DEBOUNCE_MS = 300;
const noop = () => undefined;

/** The Customers screen (001 §2): a searched, paged list of customer cards and the CSV tools. */
export function CustomersView() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS) || null;
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<string | null>(null);
  const [history, setHistory] = useState<CustomerRef | null>(null);
  const [toDelete, setToDelete] = useState<CustomerRef | null>(null);
  const [confirmBulk, setConfirmBulk] = useState(false);
  const [importing, setImporting] = useState(false);
  const [texting, setTexting] = useState<ReadonlySet<string>>(new Set());

  const { ref: searchBox, refocusSoon } = useFocusAfterRemoval('input');
  const selection = useCustomerSelection();
  const { deleteCustomer, deleteCustomers, isDeletingOne, isDeletingMany } = useDeleteCustomers();
  const sendPortalSms = useSendPortalSms();
  const { exportAll, exporting, downloadTemplate } = useCustomerDownloads();

  const query = useQuery(CustomersPageQuery, {
    variables: { search, offset, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const { refetch } = query;
  // Settles once the page has arrived (or failed): refreshes never overlap, and the last one runs after the last change.
  const readPageAgain = useCallback(() => refetch().then(noop, noop), [refetch]);
  const { pollInterval, refresh: refreshList } = useLiveCustomers(readPageAgain);
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (pollInterval) startPolling(pollInterval);
    else stopPolling();
  }, [pollInterval, startPolling, stopPolling]);

  // A new search starts on its first page with nothing ticked.
  const { clear } = selection;
  useEffect(() => {
    setOffset(0);
    clear();
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps

  const page = query.data?.customers ?? query.previousData?.customers;
  // The last page emptied by deletions: step back to the page that now holds the last customers.
  useEffect(() => {
    if (page && page.items.length === 0 && offset > 0 && page.total > 0) {
      setOffset(Math.floor((page.total - 1) / PAGE_SIZE) * PAGE_SIZE);
    }
  }, [page, offset]);

  async function sendSms(customer: CustomerRef) {
    setTexting((s) => new Set(s).add(customer.id));
    await sendPortalSms(customer);
    setTexting((s) => {
      const next = new Set(s);
      next.delete(customer.id);
      return next;
    });
  }

  async function confirmDeleteOne() {
    if (!toDelete) return;
    if (await deleteCustomer(toDelete)) {
      selection.change([toDelete.id], false);
      refreshList();
      refocusSoon();
    }
    setToDelete(null);
  }

  async function confirmDeleteSelected() {
    if (await deleteCustomers([...selection.selected])) {
      selection.clear();
      refocusSoon();
    }
    setConfirmBulk(false);
    refreshList();
  }

  const ids = page?.items.map((c) => c.id) ?? [];
  const count = selection.selected.size;

  return (
    <>
      <PageHeader
        title="Customers"
        description="Search, edit and import your customers."
        actions={
          <div className={styles.headerActions}>
            <Button variant="outline" isPending={exporting} onPress={() => void exportAll()}>
              <Icon name="download" />
              Export All
            </Button>
            <Button variant="outline" onPress={() => void downloadTemplate()}>
              <Icon name="fileText" />
              CSV Template
            </Button>
            <Button onPress={() => setImporting(true)}>
              <Icon name="upload" />
              Import CSV
            </Button>
          </div>
        }
      />
      <div className={styles.toolbar}>
        <div ref={searchBox} className={styles.search}>
          <TextField label="Search customers" type="search" value={text} onChange={setText} placeholder="Name, email, mobile or rego" />
        </div>
        <div className={styles.selection}>
          <SelectAll
            pageIds={ids}
            total={page?.total ?? 0}
            selection={selection}
            search={search}
          />
          <Button variant="destructive" isDisabled={count === 0} isPending={isDeletingMany} onPress={() => setConfirmBulk(true)}>
            <Icon name="trash" />
            Delete Selected{count > 0 ? ` (${count})` : ''}
          </Button>
        </div>
      </div>
      <CustomerList
        page={page ?? null}
        error={query.error ?? null}
        search={search}
        offset={offset}
        pageSize={PAGE_SIZE}
        onOffsetChange={setOffset}
        selected={selection.selected}
        onSelectedChange={(id, on) => selection.change([id], on)}
        texting={texting}
        onSendSms={(c) => void sendSms(c)}
        onHistory={setHistory}
        onEdit={(c) => setEditing(c.id)}
        onDelete={setToDelete}
      />
      <ConfirmDialog
        title="Delete Customer"
        question={toDelete ? `Delete ${toDelete.fullName} and all their bookings?` : null}
        confirmLabel="Delete"
        isPending={isDeletingOne}
        onConfirm={() => void confirmDeleteOne()}
        onCancel={() => setToDelete(null)}
      />
      <ConfirmDialog
        title="Delete Selected Customers"
        question={confirmBulk ? `Are you sure you want to delete ${count} customers? This action cannot be undone.` : null}
        confirmLabel="Delete"
        isPending={isDeletingMany}
        onConfirm={() => void confirmDeleteSelected()}
        onCancel={() => setConfirmBulk(false)}
      />
      <EditCustomerDialog customerId={editing} onClose={() => setEditing(null)} />
      <BookingHistoryDialog customer={history} onClose={() => setHistory(null)} />
      <ImportCustomersDialog isOpen={importing} onClose={() => setImporting(false)} />
    </>
  );
}
