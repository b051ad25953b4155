import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type NextFunction, type Request, type Response, Router } from 'express';
import Negotiator from 'negotiator';
import { type PageDocument, pageDocuments } from './pageDocuments.js';

/** Files the build writes beside each compressible asset (web/vite.config.ts). */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof VARIANTS)[number]['encoding'] | 'identity';
/** Brotli is smaller; among encodings the client rates equally, the server's order decides. */
const PREFERRED: readonly Encoding[] = ['br', 'gzip', 'identity'];

/** Hashed names change with their content, so a browser may keep them for a year. */
const HASHED = 'public, max-age=31536000, immutable';
/** Unhashed files (index.html above all) are revalidated on every use, with the ETag. */
const REVALIDATE = 'no-cache';

/**
 * The paths of the web app's route table (`web/src/app/routes.ts`; a unit test keeps the two
 * equal). Any other path still gets the app, which shows its not-found page, but with a 404.
 */
export const WEB_APP_PAGES: readonly string[] = ['/', '/admin', '/customer/login', '/customer-login', '/customer/dashboard', '/app', '/embed/booking', '/demo'];

/** `urlPath` as the web's `matchRoute` reads it: a trailing slash is ignored. */
const pagePath = (urlPath: string) => (urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath);

/** Whether the app has a page at `urlPath`; like the web's `matchRoute`, a trailing slash is ignored. */
export function isWebAppPage(urlPath: string): boolean {
  return WEB_APP_PAGES.includes(pagePath(urlPath));
}

const isFile = async (file: string) => (await stat(file).catch(() => null))?.isFile() ?? false;

/** `urlPath` as a file inside `root`, or null for anything that leaves it, hides or names a variant itself. */
function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || /(^|\/)\./.test(decoded) || /\.(br|gz)$/.test(decoded)) return null;
  const file = path.resolve(root, `.${decoded}`);
  return file.startsWith(root + path.sep) ? file : null;
}

/** The accepted encodings in the order to try: `identity` last unless the client refuses it. */
function acceptedEncodings(req: Request): Encoding[] {
  // negotiator 1.x takes a server preference for ties; its published types predate that option.
  const negotiator = new Negotiator(req) as unknown as { encodings(available: readonly string[], options: { preferred: readonly string[] }): string[] };
  return negotiator.encodings(PREFERRED, { preferred: PREFERRED }) as Encoding[];
}

async function send(req: Request, res: Response, next: NextFunction, file: string, cacheControl: string): Promise<void> {
  res.vary('Accept-Encoding');
  let chosen = { file, encoding: 'identity' as Encoding };
  for (const encoding of acceptedEncodings(req)) {
    const variant = VARIANTS.find((v) => v.encoding === encoding);
    if (!variant) break; // identity: the file itself
    if (await isFile(file + variant.suffix)) {
      chosen = { file: file + variant.suffix, encoding };
      break;
    }
  }
  // The type of the original, not of the .br/.gz file; send() keeps a Content-Type already set.
  res.type(path.extname(file));
  if (chosen.encoding !== 'identity') res.set('Content-Encoding', chosen.encoding);
  res.sendFile(chosen.file, { headers: { 'Cache-Control': cacheControl }, cacheControl: false, dotfiles: 'deny' }, (error?: Error) => {
    if (error && !res.headersSent) next(error);
  });
}

/** A page's index.html with its preloads (pageDocuments.ts), from memory, revalidated like the file. */
function sendPageDocument(req: Request, res: Response, document: PageDocument): void {
  res.vary('Accept-Encoding');
  // As for files: identity when the client refuses every encoding.
  const encoding = acceptedEncodings(req)[0] ?? 'identity';
  const { body, etag } = document[encoding];
  res.set({ 'Cache-Control': REVALIDATE, ETag: etag });
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  if (req.fresh) return void res.status(304).end();
  res.type('html').send(body);
}

/**
 * The built web app from `webDist`: precompressed variants chosen by Accept-Encoding (br, then
 * gzip, then the file itself), year-long caching for hashed `/assets/*`, revalidation for the
 * rest, and index.html for every other path so client routes load the app: with 404 when the
 * path is none of the app's pages, so crawlers and tools see the not-found page for what it is.
 */
export function webAppRoutes(webDist: string): Router {
  const root = path.resolve(webDist);
  const index = path.join(root, 'index.html');
  const router = Router();
  const documents = pageDocuments(root).catch(() => new Map<string, PageDocument>());

  router.get('/assets/{*rest}', async (req, res, next) => {
    const file = fileFor(root, req.path);
    if (!file || !(await isFile(file))) return void res.status(404).type('text').send('Not found');
    await send(req, res, next, file, HASHED);
  });

  router.get('/{*rest}', async (req, res, next) => {
    const file = fileFor(root, req.path);
    const own = file && file !== index && (await isFile(file)) ? file : index;
    const document = own === index ? (await documents).get(pagePath(req.path)) : undefined;
    if (document) return sendPageDocument(req, res, document);
    if (own === index && !isWebAppPage(req.path)) res.status(404);
    await send(req, res, next, own, REVALIDATE);
  });

  return router;
}
