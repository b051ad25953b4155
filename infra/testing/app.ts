import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testConfig } from '@detailing/services/platform/config';
import type { Config } from '@detailing/services/platform/config';
import type { Logger } from '@detailing/services/platform/logger';
import { type RunningApp, type Role, startApp, type StartOptions } from '../app.js';
import { freshPostgres } from './services.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface TestApp extends RunningApp {
  url: string;
  adminUsername: string;
  adminPassword: string;
  config: Config;
}

/**
 * The whole product (API, projector, worker) on an ephemeral port over a fresh PostgreSQL
 * database, serving the built web app when it exists. One per test file.
 */
export async function startTestApp(
  options: {
    env?: Partial<Record<keyof Config, string>>;
    roles?: Role[];
    quiet?: boolean;
    wrapImportPorts?: StartOptions['wrapImportPorts'];
    clock?: StartOptions['clock'];
    /** Every log line goes to it, as in production (the test reads what an operator would); otherwise errors are kept quiet. */
    logger?: Logger;
  } = {},
): Promise<TestApp> {
  const pg = await freshPostgres();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'detailing-test-'));
  const adminUsername = 'admin';
  const adminPassword = 'admin-password-1';
  const config = testConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_USERNAME: adminUsername,
    ADMIN_PASSWORD: adminPassword,
    DATABASE_URL: pg.url,
    DATA_DIR: dataDir,
    ...options.env,
  });
  const errors: unknown[] = [];
  const app = await startApp(config, {
    roles: options.roles ?? ['api', 'projector', 'worker'],
    db: pg.db,
    wrapImportPorts: options.wrapImportPorts,
    clock: options.clock,
    webDist: path.join(repoRoot, 'web', 'dist'),
    logger: options.logger,
    log: options.logger
      ? undefined
      : (message, error) => {
          if (error) errors.push(error);
          if (error && options.quiet === false) console.error(message, error);
        },
  });
  return {
    ...app,
    url: app.url!,
    adminUsername,
    adminPassword,
    config,
    async close() {
      await app.close();
      await pg.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A cookie-keeping HTTP client for one browser-less user of the API. */
export class HttpSession {
  cookie = '';
  constructor(readonly baseUrl: string) {}

  async request(method: string, urlPath: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(this.baseUrl + urlPath, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, json: json as any, text };
  }

  /** A multipart form POST, as the browser's photo upload sends it. */
  async upload(urlPath: string, files: { field: string; name: string; bytes: Uint8Array }[], fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
    const response = await fetch(this.baseUrl + urlPath, { method: 'POST', body: form, headers: this.cookie ? { cookie: this.cookie } : {} });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : undefined) as any, text };
  }

  /** Raw bytes and headers of a GET (images, calendar files). */
  async fetchBytes(urlPath: string) {
    const response = await fetch(this.baseUrl + urlPath, { headers: this.cookie ? { cookie: this.cookie } : {} });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  async login(username: string, password: string) {
    return this.request('POST', '/api/auth/login', { username, password });
  }

  graphql(query: string, variables?: Record<string, unknown>) {
    return this.request('POST', '/graphql', { query, variables });
  }
}
