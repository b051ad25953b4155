import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../platform/config.js';
import { DomainError } from '../platform/errors.js';
import { SettingsKey } from './settingsKey.js';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'settings-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('the settings encryption key', () => {
  it('is SETTINGS_ENCRYPTION_KEY when configured, and no file is written', async () => {
    const dataDir = await tempDir();
    const key = randomBytes(32);
    const settingsKey = SettingsKey.fromConfig(testConfig({ DATA_DIR: dataDir, SETTINGS_ENCRYPTION_KEY: key.toString('hex') }));
    expect(await settingsKey.forSaving()).toEqual(key);
    expect(await settingsKey.forReading()).toEqual(key);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('in the embedded runtime is generated once into DATA_DIR/settings.key (mode 0600) and reused after a restart', async () => {
    const dataDir = path.join(await tempDir(), 'data');
    const config = testConfig({ DATA_DIR: dataDir });
    const first = SettingsKey.fromConfig(config);
    expect(await first.forReading()).toBeNull();
    const key = await first.forSaving();
    expect(key).toHaveLength(32);
    const file = path.join(dataDir, 'settings.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')).toEqual(key);
    expect(await readdir(dataDir)).toEqual(['settings.key']);

    const afterRestart = SettingsKey.fromConfig(config);
    expect(await afterRestart.forReading()).toEqual(key);
    expect(await afterRestart.forSaving()).toEqual(key);
  });

  it('is one key when several savers race to create it', async () => {
    const config = testConfig({ DATA_DIR: await tempDir() });
    const keys = await Promise.all(Array.from({ length: 8 }, () => SettingsKey.fromConfig(config).forSaving()));
    for (const key of keys) expect(key).toEqual(keys[0]);
  });

  it('with DATABASE_URL and no key refuses to save, naming the variable, and writes nothing', async () => {
    const dataDir = await tempDir();
    const settingsKey = SettingsKey.fromConfig(testConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.example/app' }));
    expect(await settingsKey.forReading()).toBeNull();
    const error = await settingsKey.forSaving().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringContaining('SETTINGS_ENCRYPTION_KEY') });
    expect(await readdir(dataDir)).toEqual([]);
  });
});
