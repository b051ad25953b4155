import { assertNever, invoiceStreamId, type InvoiceEvent } from '@detailing/schema';
import { asDomainEvent } from '../commands/fold.js';
import type { Actor, EventStore, RecordedEvent } from '../eventstore/EventStore.js';
import type { InvoiceRecord } from './queries.js';

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
      const { invoiceId, ...d } = event.data;
      return { id: invoiceId, ...d, deleted: false, createdAt: at, updatedAt: at, version: recorded.streamVersion };
    }
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

/** Every event of an invoice (deleted ones too) with when, who, and the fields it changed. */
export async function invoiceHistory(store: EventStore, invoiceId: string): Promise<InvoiceHistoryEntry[]> {
  const events = await store.readStream(invoiceStreamId(invoiceId));
  let invoice: InvoiceRecord | null = null;
  return events.map((recorded) => {
    const before = flatten(invoice);
    invoice = evolve(invoice, recorded);
    const after = flatten(invoice);
    const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
    const changes = [...fields]
      .filter((field) => json(before[field]) !== json(after[field]))
      .map((field) => ({ field, from: json(before[field]), to: json(after[field]) }));
    return { type: recorded.type, occurredAt: recorded.metadata.occurredAt, actor: recorded.metadata.actor, changes };
  });
}
