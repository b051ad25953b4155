import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './websockets.js';

const request = (forwardedFor?: string) =>
  ({ headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: '10.0.0.2' } }) as unknown as IncomingMessage;

describe('clientAddress (the WebSocket and read paths)', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress(request('203.0.113.9'), 0)).toBe('10.0.0.2');
  });

  it('takes the last entry behind one trusted proxy, whatever the client put before it', () => {
    expect(clientAddress(request('1.1.1.1, 198.51.100.4, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(request(), 1)).toBe('10.0.0.2');
  });

  it('goes back one entry per trusted hop, and no further than the header reaches', () => {
    expect(clientAddress(request('1.1.1.1, 198.51.100.4, 203.0.113.9'), 2)).toBe('198.51.100.4');
    expect(clientAddress(request('203.0.113.9'), 5)).toBe('203.0.113.9');
  });
});
