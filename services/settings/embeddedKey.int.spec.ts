import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApp } from '../../infra/app.js';
import { HttpSession } from '../../infra/testing/app.js';
import { startFakeTwilio } from '../../infra/testing/fakeTwilio.js';
import { testConfig } from '../platform/config.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('SMS settings in the embedded runtime (no DATABASE_URL, no SETTINGS_ENCRYPTION_KEY)', () => {
  it('generates DATA_DIR/settings.key once (mode 0600) and still opens the saved token after a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'detailing-settings-'));
    dirs.push(dataDir);
    const fake = await startFakeTwilio();
    const config = testConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ADMIN_PASSWORD: 'embedded-pass-1', TWILIO_API_BASE_URL: fake.url });
    const keyFile = path.join(dataDir, 'settings.key');
    const quiet = () => {};
    try {
      const first = await startApp(config, { roles: ['api', 'projector'], log: quiet });
      try {
        const admin = new HttpSession(first.url!);
        await admin.login('admin', 'embedded-pass-1');
        await expect(stat(keyFile)).rejects.toThrow();
        const saved = await admin.request('POST', '/api/settings/sms', { accountSid: fake.accountSid, authToken: fake.authToken, fromNumber: '+61400000000' });
        expect(saved.json.isConfigured).toBe(true);
        expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
      } finally {
        await first.close();
      }
      const key = await readFile(keyFile, 'utf8');

      const second = await startApp(config, { roles: ['api', 'projector'], log: quiet });
      try {
        const admin = new HttpSession(second.url!);
        await admin.login('admin', 'embedded-pass-1');
        expect((await admin.request('GET', '/api/settings/sms')).json).toMatchObject({ isConfigured: true, authToken: `••••${fake.authToken.slice(-4)}` });
        const sent = await admin.request('POST', '/api/push/test', { type: 'sms', to: '+61412345678' });
        expect(sent.status).toBe(200);
        expect(fake.requests.at(-1)!.auth).toEqual({ username: fake.accountSid, password: fake.authToken });
      } finally {
        await second.close();
      }
      expect(await readFile(keyFile, 'utf8')).toBe(key);
    } finally {
      await fake.close();
    }
  });
});
