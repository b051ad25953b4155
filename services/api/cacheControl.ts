import type { RequestHandler } from 'express';

/**
 * Every answer under /api and /graphql carries a session or personal data unless shown otherwise,
 * so none is kept by any cache, the browser's own included (a shared computer's back button, a
 * proxy): `no-store` is the default, set before anything else answers.
 */
export const NO_STORE = 'no-store';

/** A public read that holds nothing personal (`RestRoute.cacheable`): kept, but asked for again each time. */
export const REVALIDATE = 'no-cache';

export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', NO_STORE);
  next();
};

export const revalidate: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', REVALIDATE);
  next();
};
