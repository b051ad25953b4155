import { bookingStreamId, type BookingEvent } from '@detailing/schema';
import { asDomainEvent } from '../commands/fold.js';
import type { Actor, EventStore, RecordedEvent } from '../eventstore/EventStore.js';
import { type BookingState, bookingDecider } from './decider.js';
import { photoReference, quoted, type Booking } from './queries.js';

export interface FieldChange {
  field: string;
  /** JSON of the value before and after; null when absent. */
  from: string | null;
  to: string | null;
}

export interface HistoryEntry {
  type: string;
  occurredAt: string;
  actor: Actor;
  changes: FieldChange[];
}

/** The booking as auditors see it, one flat record per state (blob ids, not images). */
function flatten(state: BookingState): Record<string, unknown> {
  if (state.kind !== 'active') return { deleted: state.kind === 'deleted' };
  return {
    ...state.details,
    quote: state.quote,
    status: state.status,
    completed: state.completed,
    beforePhotos: state.photos.before.map((p) => p.path),
    afterPhotos: state.photos.after.map((p) => p.path),
    licenseFrontPhoto: state.licence.front,
    licenseBackPhoto: state.licence.back,
    ...state.agreement,
  };
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Every event of a booking (deleted ones too) with when, who, and the fields it changed. */
export async function bookingHistory(store: EventStore, bookingId: string): Promise<HistoryEntry[]> {
  const events = await store.readStream(bookingStreamId(bookingId));
  let state = bookingDecider.initialState;
  return events.map((recorded) => {
    const before = flatten(state);
    state = bookingDecider.evolve(state, asDomainEvent<BookingEvent>(recorded));
    const after = flatten(state);
    const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
    const changes = [...fields]
      .filter((field) => json(before[field]) !== json(after[field]))
      .map((field) => ({ field, from: json(before[field]), to: json(after[field]) }));
    return { type: recorded.type, occurredAt: recorded.metadata.occurredAt, actor: recorded.metadata.actor, changes };
  });
}

/** The booking as it stood at `asOf`, folded from its events; null before it existed or after it was deleted. */
export async function bookingAsOf(store: EventStore, bookingId: string, asOf: string): Promise<Booking | null> {
  const events = await store.readStream(bookingStreamId(bookingId), { untilOccurredAt: asOf });
  return viewOf(events);
}

function viewOf(events: RecordedEvent[]): Booking | null {
  if (events.length === 0) return null;
  const state = events.map((e) => asDomainEvent<BookingEvent>(e)).reduce(bookingDecider.evolve, bookingDecider.initialState);
  if (state.kind !== 'active') return null;
  const first = events[0]!;
  const last = events.at(-1)!;
  return {
    id: state.bookingId,
    customerId: state.customerId,
    ...state.details,
    status: state.status,
    termsAccepted: state.agreement.termsAccepted,
    termsAcceptedAt: state.agreement.termsAcceptedAt,
    digitalSignature: state.agreement.digitalSignature,
    invoiceId: null,
    createdAt: first.metadata.occurredAt,
    updatedAt: last.metadata.occurredAt,
    version: last.streamVersion,
    beforePhotos: state.photos.before.map(photoReference),
    afterPhotos: state.photos.after.map(photoReference),
    licenseFrontPhoto: state.licence.front ? `/api/bookings/${state.bookingId}/licence/front` : null,
    licenseBackPhoto: state.licence.back ? `/api/bookings/${state.bookingId}/licence/back` : null,
    signatureCanvas: state.agreement.signatureBlobId ? `/api/bookings/${state.bookingId}/signature` : null,
    verified: state.verified,
    ...quoted(state.quote),
  };
}
