import { randomBytes } from 'node:crypto';
import { startStack } from './stack.js';

// `npm run stack`: docker-compose.yml's replicated stack on this machine, without Docker, until
// Ctrl-C. Needs PostgreSQL and Redis (DATABASE_URL, REDIS_URL) and Debian's caddy.
const { DATABASE_URL, REDIS_URL, ADMIN_PASSWORD } = process.env;
if (!DATABASE_URL || !REDIS_URL) {
  process.stderr.write('npm run stack needs DATABASE_URL (PostgreSQL) and REDIS_URL: both replicas and both workers share them.\n');
  process.exit(2);
}
const adminPassword = ADMIN_PASSWORD || randomBytes(9).toString('base64url');
const stack = await startStack({ databaseUrl: DATABASE_URL, redisUrl: REDIS_URL, adminPassword });
console.log(`Stack ready through Caddy: ${stack.url}`);
for (const p of [...stack.apis, ...stack.workers]) console.log(`  ${p.name}: pid ${p.pid}${p.url ? `, ${p.url}` : ''}`);
console.log(`  caddy: pid ${stack.proxy.pid}`);
if (!ADMIN_PASSWORD) console.log(`Admin sign-in: admin / ${adminPassword}`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the stack`);
    void stack.stop().then(() => process.exit(0));
  });
}
