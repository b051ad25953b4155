import { z } from 'zod';

/** A field as messages name it ("Full name"), with the longest text it takes (see limits.ts). */
export interface TextField {
  label: string;
  max: number;
}

// NUL: PostgreSQL refuses it in text and jsonb. A lone UTF-16 surrogate has no UTF-8 form, so
// neither JSON on the wire nor the database can carry it faithfully.
const UNSTORABLE = /\u0000|\p{Cs}/u;
// Format characters (Unicode category Cf): invisible (U+200B, U+FEFF, U+00AD, joiners) or turning
// the text around them (U+202E, the isolates): a name holding one is not what it looks like.
const FORMAT = /\p{Cf}/u;

export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value);

/** Text with no format character: names are what they look like. */
export const isVisibleText = (value: string): boolean => !FORMAT.test(value);

/** The messages of the rules every field shares; the field's own label makes them specific. */
export const fieldMessages = {
  notText: (label: string) => `${label} must be text`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  unstorable: (label: string) => `${label} contains characters that are not allowed`,
  tooMany: (label: string, max: number) => `${label} can have at most ${max} entries`,
} as const;

/**
 * The gate every text field goes through before its own rules: a string (else `notText`, when
 * the field has a message of its own), with nothing the store cannot hold, trimmed (unless
 * `trim: false`), then with no format character left (a BOM at either end is trimmed, as the
 * browser's own trim does in the forms), at most `field.max` long. A refusal here is the only one
 * reported for the field. `secret` (a password): kept exactly as typed, so untrimmed, and it may
 * hold format characters, since it is never shown and refusing them could lock out a password
 * set with one (a Persian keyboard types U+200C).
 */
export function text(field: TextField, options: { notText?: string; tooLong?: string; trim?: boolean; secret?: boolean } = {}) {
  const unstorable = { error: fieldMessages.unstorable(field.label), abort: true };
  const checked = z.string({ error: options.notText ?? fieldMessages.notText(field.label) }).refine(isStorableText, unstorable);
  const trimmed = options.trim === false || options.secret ? checked : checked.trim();
  return (options.secret ? trimmed : trimmed.refine(isVisibleText, unstorable)).max(field.max, {
    error: options.tooLong ?? fieldMessages.tooLong(field.label, field.max),
    abort: true,
  });
}

/** Optional text: absent, null or blank is null; anything else obeys `text(field)`. */
export const optionalText = (field: TextField) =>
  text(field)
    .nullish()
    .transform((v) => (v == null || v === '' ? null : v));

/** A list of at most `max` entries, each obeying `entry`; `notList` is the field's message for anything else. */
export const list = <T extends z.ZodType>(entry: T, label: string, max: number, notList?: string) =>
  z.array(entry, notList === undefined ? undefined : { error: notList }).max(max, { error: fieldMessages.tooMany(label, max) });
