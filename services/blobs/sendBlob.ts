import type { Request, Response } from 'express';
import type { BlobStore } from './BlobStore.js';

/**
 * Answers a blob the route has already decided the caller may see, or false when it is not
 * stored. Its id is its content's hash, so it is its ETag on every replica alike, and a
 * conditional request that names it is answered 304 without reading the bytes. Never sniffed
 * into something other than the image type its id names. `cacheControl` is the route's: a
 * private image is `no-store` like every personal answer, a published one public.
 */
export async function sendBlob(req: Request, res: Response, blobs: BlobStore, id: string, cacheControl: string): Promise<boolean> {
  const etag = `"${id}"`;
  const headers = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': cacheControl, ETag: etag };
  if (matches(req.headers['if-none-match'], etag)) {
    if (!(await blobs.has(id))) return false;
    res.status(304).set(headers).end();
    return true;
  }
  const blob = await blobs.get(id);
  if (!blob) return false;
  res.set({ ...headers, 'Content-Type': blob.contentType, 'Content-Disposition': 'inline' });
  res.send(blob.bytes);
  return true;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}
