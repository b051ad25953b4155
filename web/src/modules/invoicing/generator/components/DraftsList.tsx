import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData } from '@/gql';
import type { InvoiceDraft_DraftFragment } from '@/gql/graphql';
import { DiscardInvoiceDraftMutation } from '@/modules/invoicing/generator/graphql/DiscardInvoiceDraftMutation';
import { InvoiceDraft_draft } from '@/modules/invoicing/generator/graphql/InvoiceDraftFragment';
import { InvoiceDraftsQuery } from '@/modules/invoicing/generator/graphql/InvoiceDraftsQuery';
import { itemCount } from '@/modules/invoicing/generator/utils/draftSummary';
import { draftChangedElsewhereToast, draftDiscardedToast, generatorErrorToasts } from '@/modules/invoicing/generator/utils/generatorToasts';
import { Button } from '@/ui/Button/Button';
import { ConfirmDialog } from '@/ui/Dialog/ConfirmDialog';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { isConflict } from '@/utils/errorDetail';
import { formatInstantLong } from '@/utils/formatInstantLong';
import { formatMoney } from '@/utils/formatMoney';
import * as styles from './generator.css';

interface Props {
  timeZone: string;
  /** The draft open in the form, marked in the list. */
  openId: string | null;
  onOpen(draft: InvoiceDraft_DraftFragment): void;
  onDiscarded(id: string): void;
}

/** Saved drafts, newest edited first: type, customer, item count, total and when last edited; Open and Discard. */
export function DraftsList({ timeZone, openId, onOpen, onDiscarded }: Props) {
  const query = useQuery(InvoiceDraftsQuery, { fetchPolicy: 'cache-and-network' });
  const drafts = getFragmentData(InvoiceDraft_draft, query.data?.invoiceDrafts ?? []);
  const [discarding, setDiscarding] = useState<InvoiceDraft_DraftFragment | null>(null);
  const [discard, { loading }] = useMutation(DiscardInvoiceDraftMutation, { refetchQueries: [InvoiceDraftsQuery], awaitRefetchQueries: true });
  const showError = useErrorToast();

  async function confirmDiscard(draft: InvoiceDraft_DraftFragment) {
    try {
      await discard({ variables: { id: draft.id, expectedVersion: draft.version } });
      onDiscarded(draft.id);
      toast(draftDiscardedToast);
    } catch (error) {
      if (isConflict(error)) {
        toast(draftChangedElsewhereToast);
        void query.refetch();
      } else showError(error, generatorErrorToasts.discardDraftFailed);
    } finally {
      setDiscarding(null);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="drafts-title">
      <h2 id="drafts-title" className={styles.sectionTitle}>
        Drafts
      </h2>
      {drafts.length === 0 ? (
        <p className={query.error ? styles.error : styles.empty} role={query.error ? 'alert' : undefined}>
          {query.error ? `Could not load drafts: ${query.error.message}` : query.loading ? 'Loading drafts…' : 'No drafts saved.'}
        </p>
      ) : (
        <ul className={styles.drafts}>
          {drafts.map((draft) => {
            const name = `${draft.type === 'quote' ? 'Quote' : 'Invoice'} draft for ${draft.customer?.fullName ?? 'No customer'}`;
            return (
              <li key={draft.id}>
                <article className={styles.draft} aria-label={name} aria-current={draft.id === openId ? 'true' : undefined}>
                  <div className={styles.draftSummary}>
                    <p className={styles.draftTitle}>
                      {draft.type.toUpperCase()} · {draft.customer?.fullName ?? 'No customer'}
                      {draft.id === openId && <span className={styles.muted}> (open)</span>}
                    </p>
                    <span className={styles.muted}>
                      {itemCount(draft.items.length)} · {formatMoney(draft.subtotal)} · Last edited {formatInstantLong(draft.updatedAt, timeZone)}
                    </span>
                  </div>
                  <div className={styles.toolbar}>
                    <Button variant="outline" size="sm" onPress={() => onOpen(draft)}>
                      Open
                    </Button>
                    <Button variant="ghost" size="sm" onPress={() => setDiscarding(draft)}>
                      Discard
                    </Button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        title="Discard Draft"
        question={discarding ? 'Are you sure you want to discard this draft? This action cannot be undone.' : null}
        confirmLabel="Discard"
        isPending={loading}
        onConfirm={() => discarding && void confirmDiscard(discarding)}
        onCancel={() => setDiscarding(null)}
      />
    </section>
  );
}
