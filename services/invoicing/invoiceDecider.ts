import { type InvoiceDraft, type InvoiceEvent, type InvoiceIssued, invoiceMessages, type InvoiceStatus, type InvoiceType } from '@detailing/schema';
import { assertNever, type Decider } from '../commands/decider.js';
import { DomainError } from '../platform/errors.js';

export type InvoiceCommand =
  | { type: 'IssueInvoice'; invoice: InvoiceIssued['data'] }
  | { type: 'ChangeInvoiceStatus'; status: InvoiceStatus }
  | { type: 'DeleteInvoice' }
  /** `isNew`: the editor starts this draft; otherwise it replaces a draft that must exist. */
  | { type: 'SaveInvoiceDraft'; invoiceId: string; draft: InvoiceDraft; isNew: boolean }
  | { type: 'DiscardInvoiceDraft' }
  | { type: 'MarkQuoteConverted'; invoiceId: string };

export type InvoiceState =
  | { kind: 'none' }
  | { kind: 'draft'; invoiceId: string }
  | { kind: 'discarded'; invoiceId: string }
  | { kind: 'issued'; invoiceId: string; type: InvoiceType; status: InvoiceStatus; deleted: boolean; convertedToInvoiceId: string | null };

function existing(state: InvoiceState) {
  if (state.kind !== 'issued' || state.deleted) throw new DomainError('NOT_FOUND', invoiceMessages.notFound);
  return state;
}

function draft(state: InvoiceState) {
  if (state.kind !== 'draft') throw new DomainError('NOT_FOUND', invoiceMessages.draftNotFound);
  return state;
}

/**
 * One invoice or quote: maybe drafted and redrafted first, then issued once (a discarded draft
 * never is), any status in any order (001 §4), deleted once; a quote converts to one invoice.
 */
export const invoiceDecider: Decider<InvoiceCommand, InvoiceEvent, InvoiceState> = {
  initialState: { kind: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'InvoiceDraftSaved':
        return { kind: 'draft', invoiceId: event.data.invoiceId };
      case 'InvoiceDraftDiscarded':
        return { kind: 'discarded', invoiceId: event.data.invoiceId };
      case 'InvoiceIssued': {
        const { invoiceId, type, status } = event.data;
        return { kind: 'issued', invoiceId, type, status, deleted: false, convertedToInvoiceId: null };
      }
      case 'InvoiceStatusChanged':
        return state.kind === 'issued' ? { ...state, status: event.data.to } : state;
      case 'InvoiceDeleted':
        return state.kind === 'issued' ? { ...state, deleted: true } : state;
      case 'QuoteConvertedToInvoice':
        return state.kind === 'issued' ? { ...state, convertedToInvoiceId: event.data.invoiceId } : state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'IssueInvoice':
        // Issued already (a retried or repeated request for the same invoice id): nothing new.
        if (state.kind === 'issued') return [];
        if (state.kind === 'discarded') throw new DomainError('NOT_FOUND', invoiceMessages.draftNotFound);
        return [{ type: 'InvoiceIssued', data: command.invoice }];
      case 'ChangeInvoiceStatus': {
        const current = existing(state);
        if (current.status === command.status) return [];
        return [{ type: 'InvoiceStatusChanged', data: { invoiceId: current.invoiceId, from: current.status, to: command.status } }];
      }
      case 'DeleteInvoice':
        return [{ type: 'InvoiceDeleted', data: { invoiceId: existing(state).invoiceId } }];
      case 'SaveInvoiceDraft':
        if (!(state.kind === 'none' && command.isNew)) draft(state);
        return [{ type: 'InvoiceDraftSaved', data: { invoiceId: command.invoiceId, draft: command.draft } }];
      case 'DiscardInvoiceDraft':
        return [{ type: 'InvoiceDraftDiscarded', data: { invoiceId: draft(state).invoiceId } }];
      case 'MarkQuoteConverted': {
        const quote = existing(state);
        if (quote.type !== 'quote') throw new DomainError('BAD_USER_INPUT', invoiceMessages.onlyQuoteConverts);
        // Converted already (two clicks, a retry): the quote keeps its one invoice.
        if (quote.convertedToInvoiceId !== null) return [];
        return [{ type: 'QuoteConvertedToInvoice', data: { quoteId: quote.invoiceId, invoiceId: command.invoiceId } }];
      }
      default:
        return assertNever(command);
    }
  },
};
