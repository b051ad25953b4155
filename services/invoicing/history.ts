import { assertNever, invoiceStreamId, type InvoiceEvent } from '@detailing/schema';
import { asDomainEvent } from '../commands/fold.js';
import type { Actor, EventStore, RecordedEvent } from '../eventstore/EventStore.js';
import type { InvoiceDraftRecord, InvoiceRecord } from './queries.js';

export interface FieldChange {
  field: string;
  /** JSON of the value before and after; null when absent. */
  from: string | null;
  to: string | null;
}

export interface InvoiceHistoryEntry {
  type: string;
  occurredAt: string;
  actor: Actor;
  changes: FieldChange[];
}

function evolve(invoice: InvoiceRecord | null, recorded: RecordedEvent): InvoiceRecord | null {
  const event = asDomainEvent<InvoiceEvent>(recorded);
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'InvoiceIssued': {
      const { invoiceId, fromQuoteId, ...d } = event.data;
      return {
        id: invoiceId,
        ...d,
        deleted: false,
        createdAt: at,
        updatedAt: at,
        version: recorded.streamVersion,
        convertedToInvoiceId: null,
        convertedToInvoiceNumber: null,
        convertedFromQuoteId: fromQuoteId,
        // Another stream's fact: only the read model joins it.
        convertedFromQuoteNumber: null,
      };
    }
    case 'QuoteConvertedToInvoice':
      return invoice && { ...invoice, convertedToInvoiceId: event.data.invoiceId, updatedAt: at, version: recorded.streamVersion };
    case 'InvoiceDraftSaved':
    case 'InvoiceDraftDiscarded':
      // A draft is not an invoice yet (see draftFacts).
      return invoice;
    case 'InvoiceStatusChanged':
      return invoice && { ...invoice, status: event.data.to, updatedAt: at, version: recorded.streamVersion };
    case 'InvoiceDeleted':
      return invoice && { ...invoice, deleted: true, updatedAt: at, version: recorded.streamVersion };
    default:
      return assertNever(event);
  }
}

/** The invoice folded from its own events (deleted ones too); null when it was never issued. */
export function invoiceFromHistory(events: RecordedEvent[]): InvoiceRecord | null {
  return events.reduce<InvoiceRecord | null>(evolve, null);
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** The facts as auditors read them: one flat record, without the timestamps every event moves. */
function flatten(invoice: InvoiceRecord | null): Record<string, unknown> {
  if (!invoice) return {};
  const { createdAt: _created, updatedAt: _updated, version: _version, ...facts } = invoice;
  return facts;
}

/** What a draft holds before it is issued: its fields, with the status `draft` (then `discarded`). */
function draftFacts(draft: Record<string, unknown>, recorded: RecordedEvent): Record<string, unknown> {
  const event = asDomainEvent<InvoiceEvent>(recorded);
  if (event.type === 'InvoiceDraftSaved') return { id: event.data.invoiceId, status: 'draft', ...event.data.draft };
  if (event.type === 'InvoiceDraftDiscarded') return { ...draft, status: 'discarded' };
  return draft;
}

/**
 * Every event of an invoice (deleted ones too) with when, who, and the fields it changed: drafted,
 * edited, issued, status changes, conversion, deletion.
 */
export async function invoiceHistory(store: EventStore, invoiceId: string): Promise<InvoiceHistoryEntry[]> {
  const events = await store.readStream(invoiceStreamId(invoiceId));
  let invoice: InvoiceRecord | null = null;
  let draft: Record<string, unknown> = {};
  return events.map((recorded) => {
    const before = invoice ? flatten(invoice) : draft;
    invoice = evolve(invoice, recorded);
    draft = draftFacts(draft, recorded);
    const after = invoice ? flatten(invoice) : draft;
    const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
    const changes = [...fields]
      .filter((field) => json(before[field]) !== json(after[field]))
      .map((field) => ({ field, from: json(before[field]), to: json(after[field]) }));
    return { type: recorded.type, occurredAt: recorded.metadata.occurredAt, actor: recorded.metadata.actor, changes };
  });
}

/** The draft as its own stream holds it now (no read model lag); null once issued or discarded, or never saved. */
export async function draftFromStream(store: EventStore, id: string): Promise<InvoiceDraftRecord | null> {
  let draft: InvoiceDraftRecord | null = null;
  let createdAt: string | null = null;
  for (const recorded of await store.readStream(invoiceStreamId(id))) {
    const event = asDomainEvent<InvoiceEvent>(recorded);
    const at = recorded.metadata.occurredAt;
    if (event.type === 'InvoiceDraftSaved') {
      createdAt ??= at;
      draft = { id, ...event.data.draft, createdAt, updatedAt: at, version: recorded.streamVersion };
    } else {
      draft = null;
    }
  }
  return draft;
}
