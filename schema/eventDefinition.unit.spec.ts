import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, ERASED, matching, upcast, upcastFrom } from './eventDefinition.js';
import { eventTypes } from './events.js';

const v1 = z.object({ dollars: z.number() });
const v2 = z.object({ cents: z.number().int() });
const v3 = v2.extend({ currency: z.string() });
const toCents = upcastFrom(v1, ({ dollars }) => ({ cents: Math.round(dollars * 100) }));
const namingCurrency = upcastFrom(v2, (data) => ({ ...data, currency: 'AUD' }));

describe('defining an event type', () => {
  it('is at version 1 with no upcasters unless told otherwise', () => {
    expect(defineEvent({ schema: v1 })).toMatchObject({ version: 1, upcasters: {} });
  });

  it('refuses a later version without an upcaster from each earlier one, or with one from a version it does not have', () => {
    expect(() => defineEvent({ version: 3, schema: v3, upcasters: { 1: toCents } })).toThrow('needs upcasters from versions [1, 2], not [1]');
    expect(() => defineEvent({ version: 2, schema: v2 })).toThrow('needs upcasters from versions [1], not []');
    expect(() => defineEvent({ version: 2, schema: v2, upcasters: { 1: toCents, 2: namingCurrency } })).toThrow('not [1, 2]');
    expect(() => defineEvent({ version: 0, schema: v2 })).toThrow('positive integer');
  });
});

describe('declaring personal fields', () => {
  const person = z.object({
    name: z.string(),
    contact: z.object({ email: z.string().nullable(), phone: z.string().optional() }).partial(),
    age: z.number(),
    email: z.email(),
  });

  it('takes dot paths to string fields, through nested, optional and nullable objects', () => {
    expect(defineEvent({ schema: person, personal: ['name', 'contact.email', 'contact.phone'] }).personal).toEqual([
      'name',
      'contact.email',
      'contact.phone',
    ]);
    expect(defineEvent({ schema: person }).personal).toEqual([]);
  });

  it('refuses a path that names no field of the schema', () => {
    expect(() => defineEvent({ schema: person, personal: ['nickname'] })).toThrow('The personal path nickname names no field');
    expect(() => defineEvent({ schema: person, personal: ['contact.fax'] })).toThrow('contact.fax names no field');
    expect(() => defineEvent({ schema: person, personal: ['name.first'] })).toThrow('name.first names no field');
  });

  it(`refuses a field whose schema would not accept ${ERASED}, so an erased event could not be read`, () => {
    expect(() => defineEvent({ schema: person, personal: ['age'] })).toThrow(`The personal field age must accept '${ERASED}'`);
    expect(() => defineEvent({ schema: person, personal: ['email'] })).toThrow('The personal field email must accept');
    expect(() => defineEvent({ schema: person, personal: ['contact'] })).toThrow('The personal field contact must accept');
  });

  it(`every personal path of every registered event type names a field that accepts ${ERASED}`, () => {
    const declared = Object.entries(eventTypes).flatMap(([type, definition]) => definition.personal.map((path) => [type, path]));
    expect(declared.length).toBeGreaterThan(0);
    for (const [type, path] of declared) {
      const definition = eventTypes[type as keyof typeof eventTypes];
      // Redefining re-runs the check at definition time; the field's schema then parses ERASED.
      expect(() => defineEvent({ schema: definition.schema, personal: [path!] }), `${type}.${path}`).not.toThrow();
    }
    expect(declared).toEqual(expect.arrayContaining([['BookingCreated', 'email'], ['BookingDetailsUpdated', 'changes.mobile']]));
  });
});

describe('upcasting', () => {
  const price = defineEvent({ version: 3, schema: v3, upcasters: { 1: toCents, 2: namingCurrency } });

  it('runs the upcasters in order from the stored version up to the current one', () => {
    expect(upcast(price, { dollars: 12.5 }, 1)).toEqual({ cents: 1250, currency: 'AUD' });
    expect(upcast(price, { cents: 7 }, 2)).toEqual({ cents: 7, currency: 'AUD' });
    expect(upcast(price, { cents: 7, currency: 'NZD' }, 3)).toEqual({ cents: 7, currency: 'NZD' });
  });

  it('reads old data with the old version’s schema first, so a stored event of the wrong shape fails loudly', () => {
    expect(() => upcast(price, { cents: 1250 }, 1)).toThrow(z.ZodError);
  });
});

describe('holding a schema to a type declared elsewhere', () => {
  interface Declared {
    name: string;
    note: string | null;
  }

  it('accepts a schema whose output is exactly the type, and does not compile otherwise', () => {
    const exact = matching<Declared>()(z.object({ name: z.string(), note: z.string().nullable() }));
    // @ts-expect-error: `note` may not be null here, which the type allows.
    matching<Declared>()(z.object({ name: z.string(), note: z.string() }));
    // @ts-expect-error: a field the type does not have.
    matching<Declared>()(z.object({ name: z.string(), note: z.string().nullable(), extra: z.number() }));
    expect(exact.parse({ name: 'a', note: null })).toEqual({ name: 'a', note: null });
  });
});
