import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '@detailing/services/platform/config';
import { createLogger, type Logger } from '@detailing/services/platform/logger';
import { type Role, startApp } from './app.js';

const ROLES: readonly Role[] = ['api', 'projector', 'worker'];
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Once the configuration is read: where even a failed start is reported. */
let processLogger: Logger | null = null;

async function main() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((r) => !ROLES.includes(r as Role));
  if (unknown.length) throw new ConfigError(`Unknown role ${unknown.join(', ')}; use any of ${ROLES.join(', ')}`);
  const roles = asked.length ? (asked as Role[]) : ROLES;
  const config = loadConfig();
  const logger = createLogger(config);
  processLogger = logger;
  if (asked.length && asked.length < ROLES.length) {
    if (!config.DATABASE_URL) throw new ConfigError('Running roles separately needs DATABASE_URL: the embedded database serves one process only.');
    if (!config.REDIS_URL) throw new ConfigError('Running roles separately needs REDIS_URL: the job queue between the API and the worker lives there.');
  }
  const app = await startApp(config, { roles, webDist: path.join(repoRoot, 'web', 'dist'), logger });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${path.resolve(config.DATA_DIR)}`;
  logger.info({ roles, url: app.url, metricsUrl: app.metricsUrl }, `Ready (${roles.join(', ')}) on ${where}${app.url ? `: ${app.url}` : ''}${app.metricsUrl ? `; metrics at ${app.metricsUrl}` : ''}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${signal}: shutting down`);
    setTimeout(() => {
      logger.error('Shutdown took longer than 10 s; exiting anyway.');
      process.exit(1);
    }, 10_000).unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  // A configuration error is for the person starting the product, and may come before the logger.
  if (error instanceof ConfigError || !processLogger) console.error(error instanceof ConfigError ? error.message : error);
  else processLogger.fatal({ err: error }, 'Start failed');
  process.exit(1);
});
