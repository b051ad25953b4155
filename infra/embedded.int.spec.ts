import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '@detailing/services/platform/config';
import { startApp } from './app.js';
import { HttpSession } from './testing/app.js';
import { createServices } from './testing/catalog.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the embedded runtime (npm start with nothing configured)', () => {
  it('keeps its data in DATA_DIR across a restart, and a second process cannot open the same directory', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'detailing-'));
    dirs.push(dataDir);
    const config = testConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ADMIN_PASSWORD: 'embedded-pass-1' });
    const quiet = () => {};

    const first = await startApp(config, { roles: ['api', 'projector', 'worker'], log: quiet });
    const health = await fetch(`${first.url}/healthz`);
    expect(health.status).toBe(200);
    const admin = new HttpSession(first.url!);
    expect((await admin.login('admin', 'embedded-pass-1')).status).toBe(200);
    await createServices(admin, 1);
    const created = await admin.request('POST', '/api/bookings', {
      fullName: 'Kept Across Restarts',
      email: 'kept@example.com',
      mobile: '0400 123 456',
      date: '2026-12-01',
      time: '08:00',
      vehicleType: 'Sedan/Hatch',
      modelYear: 2021,
      serviceIds: [1],
    });
    expect(created.status).toBe(201);

    await expect(startApp(config, { roles: ['api'], log: quiet })).rejects.toThrow(/is in use by process/);
    await first.close();

    const second = await startApp(config, { roles: ['api', 'projector', 'worker'], log: quiet });
    try {
      const again = new HttpSession(second.url!);
      expect((await again.login('admin', 'embedded-pass-1')).status).toBe(200);
      const list = await again.request('GET', '/api/bookings');
      expect(list.json).toEqual([expect.objectContaining({ id: created.json.id, fullName: 'Kept Across Restarts' })]);
    } finally {
      await second.close();
    }
  });
});
