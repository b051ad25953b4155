import { describe, expect, it } from 'vitest';
import type { InvoiceNumberEvent } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { invoiceNumbersDecider, nextInvoiceNumber, numberOf } from './numbersDecider.js';

const allocated = (number: string, invoiceId: string): InvoiceNumberEvent => ({ type: 'InvoiceNumberAllocated', data: { number, invoiceId } });
const allocate = (invoiceId: string, requested: string | null = null) => ({ type: 'AllocateInvoiceNumber' as const, invoiceId, requested });

describe('AllocateInvoiceNumber', () => {
  it('gives the first invoice number 20001', () => {
    given(invoiceNumbersDecider, []).when(allocate('a')).then([allocated('20001', 'a')]);
  });

  it('gives the next invoice the highest number so far plus one', () => {
    given(invoiceNumbersDecider, [allocated('20001', 'a'), allocated('20002', 'b')]).when(allocate('c')).then([allocated('20003', 'c')]);
  });

  it('continues after a higher number someone chose', () => {
    given(invoiceNumbersDecider, [allocated('20001', 'a'), allocated('31000', 'b'), allocated('20002', 'c')])
      .when(allocate('d'))
      .then([allocated('31001', 'd')]);
  });

  it('follows the highest existing number even below 20001, as the spec says (highest digits plus one)', () => {
    given(invoiceNumbersDecider, [allocated('17', 'a')]).when(allocate('b')).then([allocated('18', 'b')]);
  });

  it('gives the number asked for when it is free, even below the highest', () => {
    given(invoiceNumbersDecider, [allocated('20001', 'a'), allocated('20003', 'b')]).when(allocate('c', '20002')).then([allocated('20002', 'c')]);
  });

  it("refuses a number already given with 'Invoice number already exists'", () => {
    given(invoiceNumbersDecider, [allocated('20001', 'a')]).when(allocate('b', '20001')).thenThrows('Invoice number already exists');
  });

  it('never gives a number twice, whatever happened to its invoice', () => {
    given(invoiceNumbersDecider, [allocated('20001', 'a'), allocated('20002', 'b')]).when(allocate('c', '20002')).thenThrows('Invoice number already exists');
  });

  it('gives an invoice that already has a number nothing new, whatever it asks for', () => {
    given(invoiceNumbersDecider, [allocated('20001', 'a')]).when(allocate('a')).then([]);
    given(invoiceNumbersDecider, [allocated('20001', 'a')]).when(allocate('a', '25000')).then([]);
  });
});

describe('nextInvoiceNumber (the generator\'s preview)', () => {
  const after = (events: InvoiceNumberEvent[]) => nextInvoiceNumber(events.reduce(invoiceNumbersDecider.evolve, invoiceNumbersDecider.initialState));

  it('previews the number the next allocation gives', () => {
    expect(after([])).toBe('20001');
    expect(after([allocated('20001', 'a'), allocated('20750', 'b'), allocated('20002', 'c')])).toBe('20751');
    const events = [allocated('20001', 'a'), allocated('20750', 'b')];
    given(invoiceNumbersDecider, events).when(allocate('next')).then([allocated(after(events), 'next')]);
  });
});

describe('the numbers state', () => {
  it('stays as it was when later numbers are given from it (evolve is pure)', () => {
    const { evolve, decide, initialState } = invoiceNumbersDecider;
    const one = evolve(initialState, allocated('20001', 'a'));
    expect(numberOf(one, 'a')).toBe('20001');
    const two = evolve(one, allocated('20002', 'b'));
    const branch = evolve(one, allocated('20002', 'c'));
    expect([numberOf(one, 'b'), numberOf(two, 'b'), numberOf(branch, 'b'), numberOf(branch, 'c')]).toEqual([undefined, '20002', undefined, '20002']);
    expect(decide(allocate('b'), one)).toEqual([allocated('20002', 'b')]);
    expect(decide(allocate('b'), two)).toEqual([]);
  });
});
