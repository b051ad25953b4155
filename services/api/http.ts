import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RequestContext } from './context.js';

/** Express 5 forwards rejected promises to the error handler; this only types `res.locals.ctx`. */
export const route =
  (handler: (req: Request, res: Response, ctx: RequestContext) => Promise<unknown> | unknown): RequestHandler =>
  async (req: Request, res: Response, _next: NextFunction) => {
    await handler(req, res, res.locals.ctx as RequestContext);
  };

/** A named path parameter as one string (Express 5 types wildcard parameters as arrays). */
export function param(req: Request, name: string): string {
  const value = req.params[name];
  return Array.isArray(value) ? value.join('/') : String(value ?? '');
}
