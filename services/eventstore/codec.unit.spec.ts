import { randomUUID } from 'node:crypto';
import { defineEvent, upcastFrom } from '@detailing/schema/eventDefinition';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { domainEventCodec, eventCodec, EventSchemaError, type StoredEvent } from './codec.js';

const v1 = z.object({ dollars: z.number() });
const codec = eventCodec({
  NoteAdded: defineEvent({ schema: z.object({ n: z.number().int(), note: z.string().optional() }) }),
  PriceQuoted: defineEvent({
    version: 2,
    schema: z.object({ cents: z.number().int() }),
    upcasters: { 1: upcastFrom(v1, ({ dollars }) => ({ cents: Math.round(dollars * 100) })) },
  }),
});

const stored = (type: string, data: unknown, schemaVersion: number): StoredEvent => ({
  eventId: randomUUID(),
  streamId: 'quote-1',
  streamVersion: 1,
  globalPosition: 1,
  type,
  data,
  metadata: {
    commandId: 'c',
    actor: { kind: 'system', id: null, name: null },
    correlationId: 'c',
    causationId: null,
    occurredAt: '2026-01-01T00:00:00.000Z',
    schemaVersion,
  },
});

describe('encoding an event to append', () => {
  it('stamps the type’s current version from the registry', () => {
    expect(codec.encode({ type: 'PriceQuoted', data: { cents: 5 } })).toEqual({ type: 'PriceQuoted', data: { cents: 5 }, schemaVersion: 2 });
    expect(codec.encode({ type: 'NoteAdded', data: { n: 1 } }).schemaVersion).toBe(1);
  });

  it('stores what JSON keeps: an optional field given as undefined is left out', () => {
    expect(codec.encode({ type: 'NoteAdded', data: { n: 1, note: undefined } }).data).toEqual({ n: 1 });
  });

  it('refuses an unknown type, data its schema refuses, and fields the schema does not name', () => {
    expect(() => codec.encode({ type: 'PriceGuessed', data: { cents: 5 } })).toThrow(EventSchemaError);
    expect(() => codec.encode({ type: 'toString', data: {} })).toThrow('Unknown event type toString');
    expect(() => codec.encode({ type: 'PriceQuoted', data: { cents: 0.5 } })).toThrow(/PriceQuoted does not match its schema[\s\S]*cents/);
    expect(() => codec.encode({ type: 'PriceQuoted', data: { dollars: 5 } })).toThrow(EventSchemaError);
    expect(() => codec.encode({ type: 'PriceQuoted', data: { cents: 5, dollars: 0.05 } })).toThrow('fields its schema does not name');
  });
});

describe('decoding a stored event', () => {
  it('upcasts from the stored version to the current one and keeps the metadata as stored', () => {
    const event = stored('PriceQuoted', { dollars: 19.99 }, 1);
    expect(codec.decode(event)).toEqual({ ...event, data: { cents: 1999 } });
  });

  it('drops fields the schema does not name rather than refusing to read history', () => {
    expect(codec.decode(stored('NoteAdded', { n: 1, legacy: true }, 1)).data).toEqual({ n: 1 });
  });

  it('refuses an unknown type, a version newer than the code knows, and data that does not fit after upcasting', () => {
    expect(() => codec.decode(stored('PriceGuessed', {}, 1))).toThrow('Unknown event type PriceGuessed');
    expect(() => codec.decode(stored('PriceQuoted', { cents: 1 }, 3))).toThrow('this code knows versions 1 to 2');
    expect(() => codec.decode(stored('PriceQuoted', { cents: 1 }, 1))).toThrow(/could not be upcast to version 2[\s\S]*dollars/);
    expect(() => codec.decode(stored('PriceQuoted', { cents: 'one' }, 2))).toThrow(/does not match version 2/);
  });
});

describe('the product’s codec', () => {
  it('reads a TextMessageSendStarted stored at version 1 without the phone number', () => {
    const data = { messageKey: 'booking-completed-b1', bookingId: 'b1', template: 'booking_completed', to: '+61400000000', attempt: 1 };
    const { to: _to, ...current } = data;
    expect(domainEventCodec.decode(stored('TextMessageSendStarted', data, 1)).data).toEqual(current);
  });

  it('refuses to append a TextMessageSendStarted that still carries a phone number', () => {
    const data = { messageKey: 'booking-completed-b1', bookingId: 'b1', template: 'booking_completed', to: '+61400000000', attempt: 1 };
    expect(() => domainEventCodec.encode({ type: 'TextMessageSendStarted', data })).toThrow('fields its schema does not name');
  });
});
