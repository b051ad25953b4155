import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { type QueryLimits, queryLimitsRule } from './limits.js';

const schema = buildSchema(`
  type Booking { id: ID! fullName: String! related: [Booking!]! }
  type Query { bookings: [Booking!]! me: Booking }
`);
const limits: QueryLimits = { maxDepth: 8, maxAliases: 15, maxCost: 2000, listFactor: 10 };

/** The limit errors (`depth`, `aliases`, `cost`) validation reports for `query`. */
const refusals = (query: string) =>
  validate(schema, parse(query), [...specifiedRules, queryLimitsRule(limits)])
    .filter((e) => e.extensions?.limit)
    .map((e) => e.extensions.limit);

/** A chain of `levels` fragments where each spreads the next twice: 2^levels fields once expanded. */
const doublingFragments = (levels: number) =>
  Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ${i === levels - 1 ? 'me { id }' : `...F${i + 1} ...F${i + 1}`} }`).join('\n');

describe('query limits', () => {
  it('counts a fragment at every place it is spread, not once per document', () => {
    const fragment = 'fragment Heavy on Booking { id fullName related { id fullName related { id } } }';
    // Heavy costs 133, so one use in a list costs 1331; used again one level down it is 14,641.
    expect(refusals(`{ bookings { ...Heavy } } ${fragment}`)).toEqual([]);
    expect(refusals(`{ bookings { ...Heavy related { ...Heavy } } } ${fragment}`)).toEqual(['cost']);
  });

  it('counts aliases inside fragments once per spread', () => {
    const aliases = Array.from({ length: 8 }, (_, i) => `a${i}: id`).join(' ');
    const query = `{ me { ...A related { ...A } } } fragment A on Booking { ${aliases} }`;
    expect(refusals(query)).toEqual(['aliases']);
  });

  it('refuses a fragment bomb, measuring each fragment once (linear in the document)', () => {
    // Expanded, this is 2^39 fields; measured, it is forty small fragments.
    expect(refusals(`{ ...F0 } ${doublingFragments(40)}`)).toEqual(['cost']);
  });

  it('still counts the depth that fragments add through their fields', () => {
    const nested = 'fragment D on Booking { related { related { related { related { related { related { related { related { id } } } } } } } } }';
    expect(refusals(`{ bookings { ...D } } ${nested}`)).toContain('depth');
    expect(refusals('{ bookings { id related { id } } }')).toEqual([]);
  });

  it('leaves fragment cycles to the specified rule instead of looping', () => {
    const errors = validate(schema, parse('{ me { ...A } } fragment A on Booking { related { ...B } } fragment B on Booking { related { ...A } }'), [
      ...specifiedRules,
      queryLimitsRule(limits),
    ]);
    expect(errors.map((e) => e.message).join()).toMatch(/Cannot spread fragment "A" within itself/);
  });
});
