import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { getFragmentData } from '@/gql';
import type { GeneratorSetupQuery as GeneratorSetup, InvoiceDraft_DraftFragment, IssuedInvoice_InvoiceFragment } from '@/gql/graphql';
import { useDocumentActions } from '@/modules/invoicing/generator/hooks/useDocumentActions';
import { useGeneratorForm } from '@/modules/invoicing/generator/hooks/useGeneratorForm';
import { InvoiceDraft_draft } from '@/modules/invoicing/generator/graphql/InvoiceDraftFragment';
import { InvoiceDraftQuery } from '@/modules/invoicing/generator/graphql/InvoiceDraftQuery';
import { InvoiceDraftsQuery } from '@/modules/invoicing/generator/graphql/InvoiceDraftsQuery';
import { ServicePricing_service } from '@/modules/invoicing/generator/graphql/ServicePricingFragment';
import { type BilledFrom, draftForm, newForm } from '@/modules/invoicing/generator/utils/generatorForm';
import { generatorErrorToasts } from '@/modules/invoicing/generator/utils/generatorToasts';
import { InvoicePreviewDialog } from '@/modules/invoicePreview/InvoicePreviewDialog';
import { Button } from '@/ui/Button/Button';
import { ChangedElsewhereAlert } from '@/ui/ChangedElsewhereAlert/ChangedElsewhereAlert';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { BilledFromFields } from './BilledFromFields';
import { BilledToSection } from './BilledToSection';
import { DocumentDates } from './DocumentDates';
import { DocumentTypeToggle } from './DocumentTypeToggle';
import { DraftsList } from './DraftsList';
import { ItemsSection } from './ItemsSection';
import * as styles from './generator.css';

interface Props {
  setup: GeneratorSetup;
  /** Asks the server again for the defaults (today, the next number) and the business details. */
  refreshSetup(): Promise<GeneratorSetup | undefined>;
}

const billedFrom = ({ businessInfo: b }: GeneratorSetup): BilledFrom => ({
  businessName: b.businessName,
  businessAddress: b.businessAddress,
  businessPhone: b.businessPhone,
  businessEmail: b.businessEmail,
  businessAbn: b.businessAbn,
});

/** The Invoice and Quote Generator (001 §2): one document written, issued or saved as a draft; the drafts below. */
export function InvoiceGenerator({ setup, refreshSetup }: Props) {
  const services = getFragmentData(ServicePricing_service, setup.services);
  const state = useGeneratorForm({ defaults: setup.invoiceDefaults, business: billedFrom(setup), services });
  const { form, errors } = state;
  const [issued, setIssued] = useState<IssuedInvoice_InvoiceFragment | null>(null);
  const [stale, setStale] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const client = useApolloClient();
  const showError = useErrorToast();

  const { create, saveAsDraft, busy } = useDocumentActions(state, {
    async onIssued(invoice) {
      setIssued(invoice);
      setStale(false);
      // 001 §2: the customer, the items and the dates start again; the next number moves on.
      // The invoice exists whatever happens here: without fresh defaults the last ones do.
      const fresh = (await refreshSetup().catch(() => undefined)) ?? setup;
      state.load(newForm(form.type, fresh.invoiceDefaults, billedFrom(fresh), form.pricing));
    },
    onConflict: () => setStale(true),
  });

  function open(draft: InvoiceDraft_DraftFragment) {
    state.load(draftForm(draft, setup.invoiceDefaults, form.pricing));
    setStale(false);
    top.current?.scrollIntoView({ block: 'start' });
  }

  async function reloadDraft() {
    if (!form.draft) return;
    try {
      const { data } = await client.query({ query: InvoiceDraftQuery, variables: { id: form.draft.id }, fetchPolicy: 'network-only' });
      if (data?.invoiceDraft) state.load(draftForm(getFragmentData(InvoiceDraft_draft, data.invoiceDraft), setup.invoiceDefaults, form.pricing));
      // Issued or discarded elsewhere: what is on screen can still become a new document.
      else state.forgetDraft();
      setStale(false);
      void client.refetchQueries({ include: [InvoiceDraftsQuery] });
    } catch (error) {
      showError(error, generatorErrorToasts.loadFailed);
    }
  }

  return (
    <div className={styles.page}>
      <div ref={top} className={styles.form}>
        <section className={styles.section} aria-labelledby="document-title">
          <div className={styles.sectionHeader}>
            <h2 id="document-title" className={styles.sectionTitle}>
              {form.draft ? `${form.type === 'quote' ? 'Quote' : 'Invoice'} draft` : `New ${form.type}`}
            </h2>
            <DocumentTypeToggle value={form.type} onChange={state.setType} />
          </div>
          <DocumentDates
            type={form.type}
            invoiceDate={form.invoiceDate}
            dueDate={form.dueDate}
            nextNumber={setup.invoiceDefaults.nextInvoiceNumber}
            errors={errors}
            onInvoiceDate={state.setInvoiceDate}
            onDueDate={state.setDueDate}
          />
        </section>
        <div className={styles.pair}>
          <BilledFromFields value={form.billedFrom} errors={errors} onChange={state.setBilledFrom} />
          <BilledToSection value={form.billedTo} errors={errors} onChange={state.setBilledTo} />
        </div>
        <ItemsSection
          lines={form.lines}
          pricing={form.pricing}
          services={services}
          errors={errors}
          onPricing={state.setPricing}
          onAddService={state.addService}
          onAddCustom={state.addCustomItem}
          onText={state.setLineText}
          onPrice={state.setLinePrice}
          onRemove={state.removeLine}
        />
        {stale && <ChangedElsewhereAlert onReload={() => void reloadDraft()} />}
        <div className={styles.actions}>
          <Button variant="outline" onPress={saveAsDraft} isPending={busy === 'draft'} isDisabled={stale}>
            Save as Draft
          </Button>
          <Button onPress={create} isPending={busy === 'create'} isDisabled={stale}>
            {form.type === 'quote' ? 'Create Quote' : 'Create Invoice'}
          </Button>
        </div>
      </div>
      <DraftsList timeZone={setup.businessInfo.timeZone} openId={form.draft?.id ?? null} onOpen={open} onDiscarded={(id) => form.draft?.id === id && state.forgetDraft()} />
      <InvoicePreviewDialog invoice={issued} logoUrl={setup.logo.logoUrl || null} onClose={() => setIssued(null)} />
    </div>
  );
}
