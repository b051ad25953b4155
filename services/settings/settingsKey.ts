import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { settingsMessages } from '@detailing/schema';
import { type Config, decodeEncryptionKey } from '../platform/config.js';
import { DomainError } from '../platform/errors.js';

/**
 * The key settings secrets are sealed with: SETTINGS_ENCRYPTION_KEY when configured; in the
 * embedded runtime (no DATABASE_URL) one generated once into `<DATA_DIR>/settings.key`
 * (mode 0600) and reused; otherwise none, and secrets cannot be saved.
 */
export class SettingsKey {
  private loaded: Buffer | null = null;

  constructor(private readonly source: { configured?: string; keyFile?: string | null }) {}

  static fromConfig(config: Config): SettingsKey {
    return new SettingsKey({
      configured: config.SETTINGS_ENCRYPTION_KEY,
      keyFile: config.DATABASE_URL ? null : path.resolve(config.DATA_DIR, 'settings.key'),
    });
  }

  /** The key to open stored secrets with; null when there is none (nothing can have been sealed). */
  async forReading(): Promise<Buffer | null> {
    if (this.loaded) return this.loaded;
    if (this.source.configured) return (this.loaded = decodeEncryptionKey(this.source.configured));
    if (!this.source.keyFile) return null;
    return (this.loaded = await readKeyFile(this.source.keyFile));
  }

  /** The key to seal a secret with, created on first use in the embedded runtime. */
  async forSaving(): Promise<Buffer> {
    const existing = await this.forReading();
    if (existing) return existing;
    if (!this.source.keyFile) throw new DomainError('BAD_USER_INPUT', settingsMessages.encryptionKeyMissing);
    return (this.loaded = await createKeyFile(this.source.keyFile));
  }
}

async function readKeyFile(file: string): Promise<Buffer | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const key = decodeEncryptionKey(text);
  if (!key) throw new Error(`${file} does not hold a 32-byte key (base64 or hex)`);
  return key;
}

/** Written whole under a temporary name, then linked into place: never a half-written key, never two. */
async function createKeyFile(file: string): Promise<Buffer> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(`${randomBytes(32).toString('base64')}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
  return (await readKeyFile(file))!;
}
