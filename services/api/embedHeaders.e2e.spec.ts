import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../infra/testing/app.js';
import { ConfigError, loadConfig, testConfig } from '../platform/config.js';

// EMBED_ALLOWED_ORIGINS narrows who may frame the booking wizard (issue 13); the loader stays loadable anywhere.

const frameAncestors = (headers: Headers) =>
  (headers.get('content-security-policy') ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'frame-ancestors')
    ?.slice(1);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { EMBED_ALLOWED_ORIGINS: 'https://shine.example, https://www.shine.example:8443' } });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('EMBED_ALLOWED_ORIGINS', () => {
  it('is any site by default, a list of origins when set, and refuses anything else at start-up', () => {
    expect(testConfig().EMBED_ALLOWED_ORIGINS).toEqual(['*']);
    expect(testConfig({ EMBED_ALLOWED_ORIGINS: 'https://a.example,http://localhost:8080' }).EMBED_ALLOWED_ORIGINS).toEqual(['https://a.example', 'http://localhost:8080']);
    for (const bad of ['https://a.example/book', 'a.example', "'self'", '*,https://a.example', ' , ', 'javascript:alert(1)']) {
      expect(() => loadConfig({ NODE_ENV: 'test', EMBED_ALLOWED_ORIGINS: bad }), bad).toThrow(ConfigError);
    }
  });

  it("narrows the wizard's frame-ancestors to the listed sites and nothing else", async () => {
    const wizard = await fetch(`${app.url}/embed/booking`);
    expect(frameAncestors(wizard.headers)).toEqual(['https://shine.example', 'https://www.shine.example:8443']);
    expect(wizard.headers.get('x-frame-options')).toBeNull();
    for (const other of ['/', '/customer/login', '/api/services']) {
      const { headers } = await fetch(app.url + other);
      expect(frameAncestors(headers), other).toEqual(["'none'"]);
      expect(headers.get('x-frame-options'), other).toBe('DENY');
    }
  });

  it('lets any site load /embed.js (cross-origin resource policy), and only that file', async () => {
    const loader = await fetch(`${app.url}/embed.js`);
    expect(loader.status).toBe(200);
    expect(loader.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await fetch(`${app.url}/`)).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
