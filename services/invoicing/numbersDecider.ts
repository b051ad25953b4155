import { FIRST_INVOICE_NUMBER, invoiceMessages, type InvoiceNumberEvent } from '@detailing/schema';
import { assertNever, type Decider } from '../commands/decider.js';
import { DomainError } from '../platform/errors.js';

export type InvoiceNumberCommand = {
  type: 'AllocateInvoiceNumber';
  invoiceId: string;
  /** The number the caller asked for (digits, no leading zeros), or null for the next one. */
  requested: string | null;
};

/** One number given, linked to the one given before it. */
interface Allocation {
  number: string;
  invoiceId: string;
  previous: Allocation | null;
}

export interface InvoiceNumbersState {
  /** The highest number given so far; 0 before the first. */
  highest: number;
  /** The last number given (deleted invoices keep theirs), and through it every one before. */
  last: Allocation | null;
}

interface Index {
  /** number → invoice id. */
  owners: Map<string, string>;
  /** invoice id → its number. */
  numbers: Map<string, string>;
}

// Every invoice shares this stream, so it grows with the business: evolving in constant time (a
// link, not a copy of every number so far) keeps a fold linear; the lookups are built once per
// state that is asked, and remembered.
const indexes = new WeakMap<Allocation, Index>();

function indexOf(state: InvoiceNumbersState): Index {
  if (!state.last) return { owners: new Map(), numbers: new Map() };
  let index = indexes.get(state.last);
  if (!index) {
    index = { owners: new Map(), numbers: new Map() };
    for (let at: Allocation | null = state.last; at; at = at.previous) {
      index.owners.set(at.number, at.invoiceId);
      index.numbers.set(at.invoiceId, at.number);
    }
    indexes.set(state.last, index);
  }
  return index;
}

/** The number an invoice was given, if any. */
export const numberOf = (state: InvoiceNumbersState, invoiceId: string): string | undefined => indexOf(state).numbers.get(invoiceId);

/** The next automatic number: the highest existing plus one, starting at 20001 (001 §9). */
export const nextInvoiceNumber = (state: InvoiceNumbersState): string => String(state.last === null ? FIRST_INVOICE_NUMBER : state.highest + 1);

/** Gives out invoice and quote numbers, each exactly once; an invoice that has one keeps it. */
export const invoiceNumbersDecider: Decider<InvoiceNumberCommand, InvoiceNumberEvent, InvoiceNumbersState> = {
  initialState: { highest: 0, last: null },

  evolve(state, event) {
    switch (event.type) {
      case 'InvoiceNumberAllocated': {
        const { number, invoiceId } = event.data;
        return { highest: Math.max(state.highest, Number(number)), last: { number, invoiceId, previous: state.last } };
      }
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AllocateInvoiceNumber': {
        const { owners, numbers } = indexOf(state);
        // Asked again for the same invoice (a retry): it keeps the number it has.
        if (numbers.has(command.invoiceId)) return [];
        if (command.requested !== null && owners.has(command.requested)) {
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
