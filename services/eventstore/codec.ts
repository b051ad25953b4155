import { isDeepStrictEqual } from 'node:util';
import { type EventRegistry, upcast } from '@detailing/schema/eventDefinition';
import { eventTypes } from '@detailing/schema/events';
import { z } from 'zod';
import type { EventToAppend, RecordedEvent } from './EventStore.js';

/** An event as an adapter stores it: its data as JSON, stamped with its type's current version. */
export interface EncodedEvent {
  type: string;
  data: Record<string, unknown>;
  schemaVersion: number;
}

/** An event as an adapter read it back, before its data is brought to the current shape. */
export type StoredEvent = Omit<RecordedEvent, 'data'> & { data: unknown };

/**
 * What both adapters run every event through, on the way in and on the way out, so every
 * reader (deciders, projections, the reactor, history) sees only current shapes.
 */
export interface EventCodec {
  /** Checks the data against its type's current schema and stamps that version. Throws on an unknown type or a mismatch. */
  encode(event: EventToAppend): EncodedEvent;
  /** Upcasts the stored data from the version it was written at to the current one, then parses it. Throws when it cannot. */
  decode(stored: StoredEvent): RecordedEvent;
  /** The dot paths of a type's personal fields (none for a type it does not know), which the store seals. */
  personalPaths(type: string): readonly string[];
}

/** A programmer error: an event the registry does not know, or data that does not fit its schema. */
export class EventSchemaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventSchemaError';
  }
}

export function eventCodec(registry: EventRegistry): EventCodec {
  const definitionOf = (type: string) => {
    if (!Object.hasOwn(registry, type)) throw new EventSchemaError(`Unknown event type ${type}: it has no schema in the registry`);
    return registry[type]!;
  };

  return {
    encode({ type, data }) {
      const definition = definitionOf(type);
      // What the store will hold: JSON, so undefined fields are gone before they are judged.
      const json: unknown = JSON.parse(JSON.stringify(data));
      const parsed = definition.schema.safeParse(json);
      if (!parsed.success) throw new EventSchemaError(`${type} does not match its schema:\n${z.prettifyError(parsed.error)}`);
      // Parsing drops fields the schema does not name; a handler that wrote some made a mistake.
      if (!isDeepStrictEqual(parsed.data, json)) {
        throw new EventSchemaError(`${type} carries fields its schema does not name: ${JSON.stringify(json)}`);
      }
      return { type, data: json as Record<string, unknown>, schemaVersion: definition.version };
    },

    decode(stored) {
      const definition = definitionOf(stored.type);
      const from = stored.metadata.schemaVersion;
      const where = `${stored.type} ${stored.eventId} (${stored.streamId} #${stored.streamVersion}, version ${from})`;
      if (!Number.isInteger(from) || from < 1 || from > definition.version) {
        throw new EventSchemaError(`${where} cannot be read: this code knows versions 1 to ${definition.version}`);
      }
      let data: unknown;
      try {
        data = upcast(definition, stored.data, from);
      } catch (error) {
        throw new EventSchemaError(`${where} could not be upcast to version ${definition.version}: ${describe(error)}`);
      }
      // Unknown fields are dropped here rather than refused: a reader never depends on one.
      const parsed = definition.schema.safeParse(data);
      if (!parsed.success) {
        throw new EventSchemaError(`${where} does not match version ${definition.version}:\n${z.prettifyError(parsed.error)}`);
      }
      return { ...stored, data: parsed.data as Record<string, unknown> };
    },

    personalPaths: (type) => (Object.hasOwn(registry, type) ? registry[type]!.personal : []),
  };
}

const describe = (error: unknown) => (error instanceof z.ZodError ? z.prettifyError(error) : String(error));

/** The product's codec: every event type of `schema/events.ts`. */
export const domainEventCodec: EventCodec = eventCodec(eventTypes);
