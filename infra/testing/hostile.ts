import fc from 'fast-check';

/**
 * Arbitraries for inputs a careless or hostile client sends: text the store cannot hold or a
 * text field refuses (format characters, U+202E and its kind), text far past every limit, numbers
 * past every integer type, the wrong JSON types, malformed ids and dates. The fuzz spec combines
 * them with valid bodies so they reach the deep code paths.
 */

/** Code units PostgreSQL or UTF-8 cannot carry, format characters text fields refuse, and a few that are merely awkward. */
const awkwardUnit = fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\u202E', '\u2066', '\u200B', '\u200F', '\uFEFF', '\u00AD', '\u0007', '\r\n', '😀', '%', '\\', "'", '"', 'a', ' ');

export const malformedDates = [
  '2026-02-30',
  '99999-01-01',
  '2026-13-01',
  '2026-00-10',
  '0000-00-00',
  '2026-1-1',
  '20260101',
  '2026-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00Z',
  '2026-03-01T25:61:00+11:00',
  'yesterday',
] as const;

const tricky = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00',
  '\uDE00\uD83D',
  'Jo\u202Eeokram',
  '\u2067Jo\u2069',
  'Jo\u200BBloggs',
  '\uFEFFJo',
  'ABC\u00AD123',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '2147483648',
  '9007199254740993',
  '1.5',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '%00',
  '%ZZ',
  "'; drop table events; --",
  '<script>alert(1)</script>',
  '{{customerName}}',
  'data:image/png;base64,AAAA',
  'data:image/png;base64,\u0000',
  '/api/blobs/../../etc/passwd',
  ...malformedDates,
);

/**
 * Format characters (Unicode category Cf) every text field refuses: direction overrides and
 * isolates, invisible spaces, marks and joiners, the BOM, the soft hyphen, a language tag.
 */
export const formatCharacters = [
  '\u202E',
  '\u202D',
  '\u202A',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u2060',
  '\u061C',
  '\uFEFF',
  '\u00AD',
  '\u{E0001}',
] as const;

/** Ordinary-looking text with one thing the store cannot hold, or a text field refuses, somewhere inside. */
const unstorable = fc
  .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', ...formatCharacters), fc.string({ maxLength: 10 }))
  .map((parts) => parts.join(''));

/** Text of every kind: plain, any code point, hostile units, near and far past the limits. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: tricky },
  { weight: 3, arbitrary: unstorable },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: awkwardUnit, maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.integer({ min: 15, max: 6_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom(200_000, 600_000).map((n) => 'y'.repeat(n)) },
);

/** Numbers past 32 bits, past safe integers, fractions, negatives, and the edges between. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, 1e21, 1e308, -1e308, 0.5, 1.05, 5e-324, 1990, 2031),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, its strings and numbers hostile, nested a little. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), tricky), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A request body as the wire carries it, broken before it is even JSON. */
export const brokenJsonText = fc.constantFrom('{', '{"a":', '[1,', 'nul', '"\\ud800"', '{"a":"\\u0000"}', '1e999', '{"__proto__":{"admin":true}}', '\u0000', '');

/** Ids of every wrong shape, for any kind of record. */
export const malformedId: fc.Arbitrary<string> = fc.oneof(
  tricky,
  fc.constantFrom('1', '-1', '0', '2147483648', '99999999999999999999', '1.5', '1e3', 'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ', '00000000-0000-0000-0000-00000000000'),
  fc.uuid().map((u) => u.toUpperCase()),
  fc.uuid().map((u) => `${u}\u0000`),
  fc.constant('i'.repeat(10_000)),
);

/**
 * Text as a URL carries it: every UTF-8 byte percent-encoded (a lone surrogate has none, so it
 * goes as the bytes a careless encoder would write), with a few raw malformed escapes now and then.
 */
export function percentEncode(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
      continue;
    }
    for (const byte of new TextEncoder().encode(char)) out += /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`;
  }
  return out;
}

export const rawUrlJunk = fc.constantFrom('%', '%ZZ', '%E0%A4%A', '%FF%FE', '%C0%80', '..', '%2F..%2F', '%00');
