import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { getFragmentData } from '@/gql';
import type { IssuedInvoice_InvoiceFragment } from '@/gql/graphql';
import { InvoiceDraft_draft } from '@/modules/invoicing/generator/graphql/InvoiceDraftFragment';
import { InvoiceDraftsQuery } from '@/modules/invoicing/generator/graphql/InvoiceDraftsQuery';
import { IssuedInvoice_invoice } from '@/modules/invoicing/generator/graphql/IssuedInvoiceFragment';
import { IssueInvoiceDraftMutation } from '@/modules/invoicing/generator/graphql/IssueInvoiceDraftMutation';
import { IssueInvoiceMutation } from '@/modules/invoicing/generator/graphql/IssueInvoiceMutation';
import { SaveInvoiceDraftMutation } from '@/modules/invoicing/generator/graphql/SaveInvoiceDraftMutation';
import { issueInput } from '@/modules/invoicing/generator/utils/generatorForm';
import {
  customerRequiredToast,
  draftSavedToast,
  generatorErrorToasts,
  itemsRequiredToast,
} from '@/modules/invoicing/generator/utils/generatorToasts';
import { serverFieldErrors } from '@/utils/serverFieldErrors';
import type { ErrorToastText } from '@/ui/Toast/errorToast';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { errorDetail, isConflict } from '@/utils/errorDetail';
import { idempotencyKey } from '@/utils/idempotencyKey';
import type { GeneratorFormState } from './useGeneratorForm';

interface Handlers {
  /** Shows the document and starts a new one; the lock holds until it has, so the old form cannot be sent again. */
  onIssued(invoice: IssuedInvoice_InvoiceFragment): Promise<void>;
  /** A save or issue of the open draft stood on an old version. */
  onConflict(): void;
}

/**
 * Create and Save as Draft. One submission at a time: a second click while one is on its way
 * sends nothing, so a double click makes one document. Each carries the document's
 * Idempotency-Key, so a Create whose answer was lost, sent again unchanged, answers the document
 * it made instead of making a second; the key is new for each new document.
 */
export function useDocumentActions({ form, setErrors, savedAsDraft, forgetDraft }: GeneratorFormState, { onIssued, onConflict }: Handlers) {
  const inFlight = useRef(false);
  const key = useRef(idempotencyKey());
  const keyed = () => ({ context: { headers: { 'Idempotency-Key': key.current } } });
  const [busy, setBusy] = useState<'create' | 'draft' | null>(null);
  const refetchDrafts = { refetchQueries: [InvoiceDraftsQuery], awaitRefetchQueries: true };
  const [issueInvoice] = useMutation(IssueInvoiceMutation);
  const [issueDraft] = useMutation(IssueInvoiceDraftMutation, refetchDrafts);
  const [saveDraft] = useMutation(SaveInvoiceDraftMutation, refetchDrafts);
  const showError = useErrorToast();

  async function once(kind: 'create' | 'draft', send: () => Promise<void>, failed: ErrorToastText) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(kind);
    setErrors({});
    try {
      await send();
    } catch (error) {
      if (form.draft && isConflict(error)) onConflict();
      else {
        // Discarded elsewhere: the form stays, and its next save or Create starts a new document.
        if (form.draft && errorDetail(error).code === 'NOT_FOUND') forgetDraft();
        setErrors(serverFieldErrors(error));
        showError(error, failed);
      }
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  }

  function create() {
    // 001 §5: the customer first, then the items, each with its own toast.
    if (!form.billedTo) {
      setErrors({ customer: customerRequiredToast.description! });
      toast(customerRequiredToast);
      return;
    }
    if (form.lines.length === 0) {
      setErrors({ items: itemsRequiredToast.description! });
      toast(itemsRequiredToast);
      return;
    }
    const input = issueInput(form);
    const { draft } = form;
    void once(
      'create',
      async () => {
        const issued = draft
          ? (await issueDraft({ variables: { id: draft.id, expectedVersion: draft.version, input }, ...keyed() })).data?.issueInvoiceDraft
          : (await issueInvoice({ variables: { input }, ...keyed() })).data?.issueInvoice;
        if (!issued) return;
        key.current = idempotencyKey();
        await onIssued(getFragmentData(IssuedInvoice_invoice, issued));
      },
      generatorErrorToasts.createFailed,
    );
  }

  function saveAsDraft() {
    const { draft } = form;
    void once(
      'draft',
      async () => {
        const { data } = await saveDraft({ variables: { id: draft?.id ?? null, expectedVersion: draft?.version ?? null, input: issueInput(form) }, ...keyed() });
        if (!data) return;
        const saved = getFragmentData(InvoiceDraft_draft, data.saveInvoiceDraft);
        savedAsDraft({ id: saved.id, version: saved.version });
        toast(draftSavedToast);
      },
      generatorErrorToasts.saveDraftFailed,
    );
  }

  return { create, saveAsDraft, busy };
}
