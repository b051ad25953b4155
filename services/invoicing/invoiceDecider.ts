import { type InvoiceEvent, type InvoiceIssued, invoiceMessages, type InvoiceStatus } from '@detailing/schema';
import { assertNever, type Decider } from '../commands/decider.js';
import { DomainError } from '../platform/errors.js';

export type InvoiceCommand =
  | { type: 'IssueInvoice'; invoice: InvoiceIssued['data'] }
  | { type: 'ChangeInvoiceStatus'; status: InvoiceStatus }
  | { type: 'DeleteInvoice' };

export type InvoiceState =
  | { kind: 'none' }
  | { kind: 'issued'; invoiceId: string; status: InvoiceStatus; deleted: boolean };

function existing(state: InvoiceState) {
  if (state.kind !== 'issued' || state.deleted) throw new DomainError('NOT_FOUND', invoiceMessages.notFound);
  return state;
}

/** One invoice or quote: issued once, any status in any order (001 §4), deleted once. */
export const invoiceDecider: Decider<InvoiceCommand, InvoiceEvent, InvoiceState> = {
  initialState: { kind: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'InvoiceIssued':
        return { kind: 'issued', invoiceId: event.data.invoiceId, status: event.data.status, deleted: false };
      case 'InvoiceStatusChanged':
        return state.kind === 'issued' ? { ...state, status: event.data.to } : state;
      case 'InvoiceDeleted':
        return state.kind === 'issued' ? { ...state, deleted: true } : state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'IssueInvoice':
        // Issued already (a retried or repeated request for the same invoice id): nothing new.
        if (state.kind === 'issued') return [];
        return [{ type: 'InvoiceIssued', data: command.invoice }];
      case 'ChangeInvoiceStatus': {
        const current = existing(state);
        if (current.status === command.status) return [];
        return [{ type: 'InvoiceStatusChanged', data: { invoiceId: current.invoiceId, from: current.status, to: command.status } }];
      }
      case 'DeleteInvoice':
        return [{ type: 'InvoiceDeleted', data: { invoiceId: existing(state).invoiceId } }];
      default:
        return assertNever(command);
    }
  },
};
