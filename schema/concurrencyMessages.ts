/** Optimistic concurrency as users and clients meet it: one text for a stale edit, one for a bad version. */
export const concurrencyMessages = {
  changedElsewhere: 'This record was changed by someone else. Reload it to see the changes.',
  invalidVersion: 'The expected version must be a whole number of at least 0',
  invalidIfMatch: 'If-Match must be the ETag the record was read with, e.g. "3"',
} as const;
