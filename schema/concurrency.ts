import { z } from 'zod';
import { concurrencyMessages } from './concurrencyMessages.js';
import { MAX_INT32 } from './limits.js';

export { concurrencyMessages };

/** The version of a record an editor saw (GraphQL `expectedVersion`); absent or null is no version. */
export const ExpectedVersionInput = z.object({
  expectedVersion: z
    .int({ error: concurrencyMessages.invalidVersion })
    .min(0, { error: concurrencyMessages.invalidVersion })
    .max(MAX_INT32, { error: concurrencyMessages.invalidVersion })
    .nullish()
    .transform((v) => v ?? undefined),
});

/** `ETag: "<version>"`: what a GET of a single record answers with. */
export const versionETag = (version: number): string => `"${version}"`;

const IF_MATCH = /^\s*(?:W\/)?"(\d{1,10})"\s*$/;

/**
 * The version an `If-Match` header names: `"3"` or its weak form `W/"3"`. Absent, or `*` (any
 * current record), is no version: the update runs as it did before versions. Anything else is refused.
 */
export const IfMatchInput = z.object({
  ifMatch: z
    .string()
    .optional()
    .transform((header, ctx) => {
      if (header === undefined || header.trim() === '*') return undefined;
      const match = IF_MATCH.exec(header);
      const version = match ? Number(match[1]) : Number.NaN;
      if (version <= MAX_INT32) return version;
      ctx.addIssue({ code: 'custom', message: concurrencyMessages.invalidIfMatch });
      return z.NEVER;
    }),
});
