import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, erasureLedgerFile, loadConfig } from '@detailing/services/platform/config';
import { openDatabase } from '@detailing/services/platform/database';
import { ArchiveDamaged } from './archive.js';
import { type BackupFigures, backupSource, megabytes, writeBackup } from './backup.js';
import { askRunningProduct, backupSocketPath } from './backupSocket.js';
import { RestoreRefused, restoreArchive, verifyArchive } from './restore.js';
import { existsSync } from 'node:fs';

const USAGE = `Usage:
  npm run backup -- --out FILE          write an archive of everything this installation owns
  npm run backup -- --verify FILE       check an archive without restoring it
  npm run restore -- FILE [--ledger FILE]...
                                        restore into an empty data directory or database, then erase
                                        again what the erasure ledger(s) name (ERASURE_LEDGER is read too)`;

const say = (line: string) => console.log(line);

async function backup(args: string[]) {
  const { values } = parseArgs({ args, options: { out: { type: 'string' }, verify: { type: 'string' } } });
  if (values.verify) {
    const started = performance.now();
    const manifest = await verifyArchive(values.verify, say);
    say(
      `${values.verify} is sound: ${manifest.parts.length} parts, ${manifest.events.count} events (last position ${manifest.events.lastPosition ?? 'none'}), ` +
        `${manifest.blobs.count} blobs, taken ${manifest.createdAt} from ${manifest.source} by version ${manifest.product.version} (${Math.round(performance.now() - started)} ms).`,
    );
    return;
  }
  if (!values.out) throw new UsageError();
  const config = loadConfig();
  if (config.EVENTSTORE_URL) throw new RestoreRefused('EVENTSTORE_URL is set: the events live in EventStoreDB; back it up with its own tools (this command backs up PostgreSQL or the embedded store).');
  const out = path.resolve(values.out);
  // The embedded store, running: only its own process can read it, and does on request.
  const asked = config.DATABASE_URL
    ? null
    : await askRunningProduct(backupSocketPath(config.DATA_DIR), out, (line) => say(line)).then((figures) => {
        if (figures) say(`(written by the product running on ${path.resolve(config.DATA_DIR)})`);
        return figures;
      });
  if (asked) return report(out, asked);
  const db = await openDatabase(config);
  try {
    say(`Backing up ${db.kind === 'pglite' ? `the embedded store in ${path.resolve(config.DATA_DIR)}` : 'the PostgreSQL database'} to ${out}`);
    report(out, await writeBackup(await backupSource(config, db), out, say));
  } finally {
    await db.close();
  }
}

function report(out: string, { manifest, bytes, ms }: BackupFigures) {
  const seconds = ms / 1000;
  say(
    `Wrote ${out}: ${manifest.events.count} events, ${manifest.blobs.count} blobs, ${megabytes(bytes)} MB in ${seconds.toFixed(1)} s ` +
      `(${Math.round(manifest.events.count / seconds)} events/s, ${megabytes(bytes / seconds)} MB/s).`,
  );
  if (manifest.secrets.settingsKey?.carried) say('The archive carries the settings key: keep it as safe as the data directory itself.');
  else if (manifest.secrets.settingsKey) say('A restore needs SETTINGS_ENCRYPTION_KEY, which the archive does not carry: keep it apart, safely.');
}

async function restore(args: string[]) {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { ledger: { type: 'string', multiple: true } } });
  if (positionals.length !== 1) throw new UsageError();
  const config = loadConfig();
  const ledgers = [...(values.ledger ?? []).map((l) => path.resolve(l))];
  const configured = erasureLedgerFile(config);
  if (existsSync(configured) && !ledgers.includes(configured)) ledgers.push(configured);
  say(ledgers.length ? `Erasure ledgers: ${ledgers.join(', ')}` : 'No erasure ledger found: nothing erased after the archive was made can be erased again.');
  const figures = await restoreArchive(path.resolve(positionals[0]!), { config, ledgers, progress: say });
  say(
    `Restored in ${(figures.restoreMs / 1000).toFixed(1)} s (read models rebuilt in ${(figures.rebuildMs / 1000).toFixed(1)} s); ` +
      `${figures.erasedAgain} streams erased again, ${figures.blobsFreed} images freed. Start the product on this ${config.DATABASE_URL ? 'database' : 'data directory'}.`,
  );
}

class UsageError extends Error {}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'backup') await backup(rest);
  else if (command === 'restore') await restore(rest);
  else throw new UsageError();
} catch (error) {
  if (error instanceof UsageError) console.error(USAGE);
  else if (error instanceof ArchiveDamaged || error instanceof RestoreRefused || error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
