import { bookingStreamId, CreateBookingInput } from '@detailing/schema';
import { handleCommand } from '../commands/handleCommand.js';
import type { Actor, EventStore } from '../eventstore/EventStore.js';
import type { Clock } from '../platform/clock.js';
import { newId } from '../platform/clock.js';
import type { Database } from '../platform/database.js';
import type { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { parseInput } from '../platform/validation.js';
import { bookingDecider } from './decider.js';
import { type Booking, findBooking } from './queries.js';
import type { RecordedEvent } from '../eventstore/EventStore.js';
import type { BookingCreated } from '@detailing/schema';

export interface CommandOptions {
  actor: Actor;
  /** Idempotency key from the caller (an `Idempotency-Key` header); a fresh one otherwise. */
  commandId?: string;
  correlationId?: string;
}

/** The bookings context's write side, shared by GraphQL resolvers and REST shims. */
export class BookingCommands {
  constructor(
    private readonly deps: { db: Database; store: EventStore; waiter: ProjectionWaiter; clock: Clock },
  ) {}

  async createBooking(raw: unknown, source: 'admin' | 'public', options: CommandOptions): Promise<Booking> {
    const input = parseInput(CreateBookingInput, raw);
    const commandId = options.commandId ?? newId();
    const bookingId = newId();
    const at = this.deps.clock.now();
    const result = await handleCommand(
      this.deps.store,
      bookingDecider,
      bookingStreamId(bookingId),
      { type: 'CreateBooking', bookingId, input, source, at },
      { commandId, actor: options.actor, correlationId: options.correlationId ?? commandId, causationId: null, occurredAt: at },
    );
    const created = result.events[0]!;
    const createdId = String(created.data.bookingId);
    await this.deps.waiter.waitFor('bookings', result.lastGlobalPosition);
    // If the projector is slow past the bounded wait, the facts just recorded still answer.
    return (await findBooking(this.deps.db.sql, createdId)) ?? bookingFromCreated(created);
  }
}

function bookingFromCreated(recorded: RecordedEvent): Booking {
  const d = recorded.data as BookingCreated['data'];
  return {
    id: d.bookingId,
    fullName: d.fullName,
    email: d.email,
    mobile: d.mobile,
    address: d.address,
    date: d.date,
    time: d.time,
    vehicleType: d.vehicleType,
    modelYear: d.modelYear,
    vehicleRego: d.vehicleRego,
    serviceIds: d.serviceIds,
    notes: d.notes,
    status: d.status,
    termsAccepted: d.termsAccepted,
    termsAcceptedAt: d.termsAcceptedAt,
    invoiceId: null,
    createdAt: recorded.metadata.occurredAt,
  };
}
