import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { jsonFingerprint, StreamFingerprint } from './requestFingerprint.js';

const request = (contentType: string, url = '/api/bookings/1/photos') =>
  ({ method: 'POST', url, originalUrl: url, headers: { 'content-type': contentType } }) as unknown as IncomingMessage;

const form = (boundary: string, file: string) =>
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\n${file}\r\n--${boundary}--\r\n`);

const digestIn = (req: IncomingMessage, body: Buffer, chunkAt: number[]) => {
  const fingerprint = new StreamFingerprint(req);
  let from = 0;
  for (const at of [...chunkAt, body.length]) {
    fingerprint.update(body.subarray(from, at));
    from = at;
  }
  return fingerprint.digest();
};

describe('StreamFingerprint', () => {
  it('gives the same digest for the same form under another boundary, however the body is split into chunks', () => {
    const one = form('----one111', 'same bytes');
    const expected = digestIn(request('multipart/form-data; boundary=----one111'), one, []);
    const other = form('X-other-boundary-2', 'same bytes');
    for (let at = 1; at < other.length; at++) {
      expect(digestIn(request('multipart/form-data; boundary="X-other-boundary-2"'), other, [at])).toBe(expected);
    }
  });

  it('tells different files, and different paths, apart', () => {
    const base = digestIn(request('multipart/form-data; boundary=b'), form('b', 'file one'), []);
    expect(digestIn(request('multipart/form-data; boundary=b'), form('b', 'file two'), [])).not.toBe(base);
    expect(digestIn(request('multipart/form-data; boundary=b', '/api/bookings/2/photos'), form('b', 'file one'), [])).not.toBe(base);
  });
});

describe('jsonFingerprint', () => {
  it('ignores key order and layout but not values', () => {
    const req = request('application/json', '/api/bookings');
    expect(jsonFingerprint(req, { a: 1, b: [1, 2] })).toBe(jsonFingerprint(req, { b: [1, 2], a: 1.0 }));
    expect(jsonFingerprint(req, { a: 1, b: [2, 1] })).not.toBe(jsonFingerprint(req, { a: 1, b: [1, 2] }));
  });
});
