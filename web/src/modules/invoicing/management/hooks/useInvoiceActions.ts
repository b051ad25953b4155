import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ChangeInvoiceStatusMutation } from '@/modules/invoicing/management/graphql/ChangeInvoiceStatusMutation';
import { ConvertQuoteToInvoiceMutation } from '@/modules/invoicing/management/graphql/ConvertQuoteToInvoiceMutation';
import { DeleteInvoiceMutation } from '@/modules/invoicing/management/graphql/DeleteInvoiceMutation';
import { InvoiceRowQuery } from '@/modules/invoicing/management/graphql/InvoiceRowQuery';
import { invoiceErrorToasts } from '@/modules/invoicing/management/utils/invoiceErrorToasts';
import { convertedToLabel } from '@/modules/invoicing/management/utils/conversionLabels';
import { removeInvoice } from '@/modules/invoicing/management/utils/invoiceCache';
import type { ErrorToastText } from '@/ui/Toast/errorToast';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { isConflict } from '@/utils/errorDetail';

/** The row an action starts from: the version it was read at goes back with the change. */
export interface InvoiceRef {
  id: string;
  version: number;
}

/**
 * A row's changes with the spec's toasts (001 §8). Each resolves true on success. A change refused
 * because the invoice changed elsewhere reads the row again, so what it shows is current, and the
 * toast says so in the server's words.
 */
export function useInvoiceActions() {
  const client = useApolloClient();
  const showError = useErrorToast();
  const [changeStatusMutation] = useMutation(ChangeInvoiceStatusMutation);
  const [deleteMutation, deleting] = useMutation(DeleteInvoiceMutation);
  const [convertMutation] = useMutation(ConvertQuoteToInvoiceMutation);
  const [converting, setConverting] = useState<ReadonlySet<string>>(new Set());

  async function failed(invoice: InvoiceRef, error: unknown, text: ErrorToastText) {
    showError(error, text);
    if (!isConflict(error)) return;
    const { data } = await client.query({ query: InvoiceRowQuery, variables: { id: invoice.id }, fetchPolicy: 'network-only' }).catch(() => ({ data: undefined }));
    if (data && (!data.invoice || data.invoice.deleted)) removeInvoice(client.cache, invoice.id);
  }

  async function changeStatus(invoice: InvoiceRef, status: string): Promise<boolean> {
    try {
      await changeStatusMutation({ variables: { id: invoice.id, status, expectedVersion: invoice.version } });
      return true;
    } catch (error) {
      await failed(invoice, error, invoiceErrorToasts.statusFailed);
      return false;
    }
  }

  async function deleteInvoice(invoice: InvoiceRef): Promise<boolean> {
    try {
      await deleteMutation({ variables: { id: invoice.id, expectedVersion: invoice.version }, update: (cache) => removeInvoice(cache, invoice.id) });
      return true;
    } catch (error) {
      await failed(invoice, error, invoiceErrorToasts.deleteFailed);
      return false;
    }
  }

  async function convertQuote(quote: InvoiceRef): Promise<boolean> {
    setConverting((s) => new Set(s).add(quote.id));
    try {
      const { data } = await convertMutation({ variables: { id: quote.id } });
      // The quote now links to the invoice: read it again so its row says so.
      await client.query({ query: InvoiceRowQuery, variables: { id: quote.id }, fetchPolicy: 'network-only' }).catch(() => undefined);
      const invoice = data?.convertQuoteToInvoice;
      if (invoice) toast({ title: convertedToLabel(invoice.invoiceNumber) });
      return true;
    } catch (error) {
      await failed(quote, error, invoiceErrorToasts.convertFailed);
      return false;
    } finally {
      setConverting((s) => {
        const next = new Set(s);
        next.delete(quote.id);
        return next;
      });
    }
  }

  return { changeStatus, deleteInvoice, convertQuote, isDeleting: deleting.loading, converting };
}
