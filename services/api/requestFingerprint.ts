import { createHash, type Hash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import canonicalize from 'canonicalize';

/** Whether the request carries a body at all (as body-parser decides). */
export const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || !Number.isNaN(Number.parseInt(req.headers['content-length'] ?? '', 10));

const start = (req: IncomingMessage & { originalUrl?: string }) =>
  createHash('sha256').update(`${req.method} ${req.originalUrl ?? req.url}\n`);

/**
 * SHA-256 of the method, the path and the parsed JSON body in its canonical form (RFC 8785: keys
 * sorted, numbers and strings in one spelling), so the same request in another layout matches.
 */
export function jsonFingerprint(req: IncomingMessage & { originalUrl?: string }, body: unknown): string {
  return start(req).update(canonicalize(body ?? null) ?? '').digest('hex');
}

/**
 * SHA-256 of a body read as a stream (a multipart upload), fed by whoever reads it. The multipart
 * boundary is left out: a client that retries with the same form but a new boundary sends the same request.
 */
export class StreamFingerprint {
  private readonly hash: Hash;
  private readonly boundary: Buffer | null;
  private carry = Buffer.alloc(0);

  constructor(req: IncomingMessage & { originalUrl?: string }) {
    this.hash = start(req);
    const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.headers['content-type'] ?? '');
    this.boundary = boundary ? Buffer.from(`--${boundary[1] ?? boundary[2]}`) : null;
  }

  update(chunk: Buffer): void {
    if (!this.boundary) {
      this.hash.update(chunk);
      return;
    }
    const data = Buffer.concat([this.carry, chunk]);
    let from = 0;
    for (let at = data.indexOf(this.boundary, from); at !== -1; at = data.indexOf(this.boundary, from)) {
      this.hash.update(data.subarray(from, at)).update('--boundary');
      from = at + this.boundary.length;
    }
    // A boundary may straddle two chunks: its possible start waits for the next one.
    const kept = Math.min(data.length - from, this.boundary.length - 1);
    this.hash.update(data.subarray(from, data.length - kept));
    this.carry = Buffer.from(data.subarray(data.length - kept));
  }

  digest(): string {
    return this.hash.update(this.carry).digest('hex');
  }
}
