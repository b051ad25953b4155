import { FIRST_INVOICE_NUMBER, invoiceMessages, type InvoiceNumberEvent } from '@detailing/schema';
import { assertNever, type Decider } from '../commands/decider.js';
import { DomainError } from '../platform/errors.js';

export type InvoiceNumberCommand = {
  type: 'AllocateInvoiceNumber';
  invoiceId: string;
  /** The number the caller asked for (digits, no leading zeros), or null for the next one. */
  requested: string | null;
};

export interface InvoiceNumbersState {
  /** The highest number given so far; 0 before the first. */
  highest: number;
  /** number → invoice id, for every number ever given (deleted invoices keep theirs). */
  owners: ReadonlyMap<string, string>;
  /** invoice id → its number. */
  numbers: ReadonlyMap<string, string>;
}

/** The next automatic number: the highest existing plus one, starting at 20001 (001 §9). */
export const nextInvoiceNumber = (state: InvoiceNumbersState): string =>
  String(state.owners.size === 0 ? FIRST_INVOICE_NUMBER : state.highest + 1);

/** Gives out invoice and quote numbers, each exactly once; an invoice that has one keeps it. */
export const invoiceNumbersDecider: Decider<InvoiceNumberCommand, InvoiceNumberEvent, InvoiceNumbersState> = {
  initialState: { highest: 0, owners: new Map(), numbers: new Map() },

  evolve(state, event) {
    switch (event.type) {
      case 'InvoiceNumberAllocated': {
        const { number, invoiceId } = event.data;
        return {
          highest: Math.max(state.highest, Number(number)),
          owners: new Map(state.owners).set(number, invoiceId),
          numbers: new Map(state.numbers).set(invoiceId, number),
        };
      }
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AllocateInvoiceNumber': {
        // Asked again for the same invoice (a retry): it keeps the number it has.
        if (state.numbers.has(command.invoiceId)) return [];
        if (command.requested !== null && state.owners.has(command.requested)) {
          throw new DomainError('CONFLICT', invoiceMessages.numberTaken, [{ path: 'invoiceNumber', message: invoiceMessages.numberTaken }]);
        }
        const number = command.requested ?? nextInvoiceNumber(state);
        return [{ type: 'InvoiceNumberAllocated', data: { number, invoiceId: command.invoiceId } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
