import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../testing/app.js';
import { freePort } from '../testing/processes.js';
import { type ProductProcess, startProductProcess } from '../testing/productProcess.js';

/** The proxy's configuration, the file docker-compose.yml mounts into its Caddy container. */
export const CADDYFILE = path.join(repoRoot, 'infra', 'proxy', 'Caddyfile');
const CADDY = '/usr/bin/caddy';

/**
 * What each kind of process runs and how it differs from the others, as docker-compose.yml has
 * it (`infra/stack/compose.unit.spec.ts` holds the two together): the roles after
 * `infra/main.ts`, and the environment beyond what every process shares.
 */
export const STACK_PROCESSES = {
  api: { roles: ['api'], env: { TRUST_PROXY: '1' } },
  worker: { roles: ['projector', 'worker'], env: {} },
} as const satisfies Record<string, { roles: readonly string[]; env: Record<string, string> }>;

/** What every process of the stack shares with the others, set from its options or made once for the stack. */
export const SHARED_ENV = ['DATABASE_URL', 'REDIS_URL', 'ADMIN_PASSWORD', 'SETTINGS_ENCRYPTION_KEY'] as const;

export interface StackOptions {
  databaseUrl: string;
  redisUrl: string;
  adminPassword: string;
  /** Queues and rate limits of this stack apart from anything else on the same Redis. */
  queuePrefix?: string;
  /** Added to every product process's environment (a fake Twilio, shorter leases, ...). */
  env?: Record<string, string>;
}

/** One product process of the stack, as a container of docker-compose.yml would run it. */
export interface StackProcess {
  readonly name: string;
  /** Its own address (API replicas only); tests go through the proxy, the bench compares. */
  readonly url: string;
  readonly pid: number;
  output(): string;
  /** Sends `signal` (SIGKILL: no goodbye) and waits until the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again with the same environment, port and DATA_DIR, as `restart: unless-stopped` would. */
  restart(): Promise<void>;
}

export interface Stack {
  /** The proxy: the only address a client of the stack needs. */
  url: string;
  apis: [StackProcess, StackProcess];
  workers: [StackProcess, StackProcess];
  proxy: { pid: number; output(): string };
  stop(): Promise<void>;
}

/**
 * docker-compose.yml without Docker: two API replicas (`infra/main.ts api`) and two workers
 * (`infra/main.ts projector worker`) on one PostgreSQL database and one Redis, each with a DATA_DIR
 * of its own as a container has, behind Debian's Caddy running infra/proxy/Caddyfile on a free
 * port. Resolves once `/healthz` answers through the proxy.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'detailing-stack-'));
  const shared: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    QUEUE_PREFIX: options.queuePrefix ?? `stack-${randomBytes(4).toString('hex')}`,
    ADMIN_PASSWORD: options.adminPassword,
    // Every process decrypts what another saved (the SMS credentials), so they share one key.
    SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ...options.env,
  };
  const started: StackProcess[] = [];
  let caddy: ChildProcess | undefined;
  let caddyOutput = '';
  const stopAll = async () => {
    await Promise.all(started.map((p) => p.kill('SIGTERM')));
    if (caddy && caddy.exitCode === null && caddy.signalCode === null) {
      const exited = new Promise((resolve) => caddy!.once('exit', resolve));
      caddy.kill('SIGTERM');
      await exited;
    }
    await rm(scratch, { recursive: true, force: true });
  };
  try {
    const { api: apiProcess, worker: workerProcess } = STACK_PROCESSES;
    const api = async (name: string) =>
      // One proxy hop in front, as in compose: believe its X-Forwarded-For, nothing further.
      productProcess(name, { ...shared, ...apiProcess.env, PORT: String(await freePort()), DATA_DIR: path.join(scratch, name) }, [...apiProcess.roles]);
    const worker = async (name: string) => productProcess(name, { ...shared, ...workerProcess.env, DATA_DIR: path.join(scratch, name) }, [...workerProcess.roles]);
    // The first migrates the fresh database; the others then start on one already in use.
    started.push(await api('api-1'));
    started.push(...(await Promise.all([api('api-2'), worker('worker-1'), worker('worker-2')])));
    const [api1, api2, worker1, worker2] = started as [StackProcess, StackProcess, StackProcess, StackProcess];

    const port = await freePort();
    caddy = spawn(CADDY, ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
      cwd: scratch,
      env: {
        PATH: process.env.PATH ?? '',
        // Caddy keeps its state (certificates, autosave) under these, even with admin and HTTPS off.
        HOME: scratch,
        XDG_DATA_HOME: path.join(scratch, 'caddy-data'),
        XDG_CONFIG_HOME: path.join(scratch, 'caddy-config'),
        PROXY_LISTEN: `:${port}`,
        PROXY_UPSTREAMS: [api1, api2].map((p) => new URL(p.url).host).join(' '),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout!.on('data', (chunk: Buffer) => (caddyOutput += chunk));
    caddy.stderr!.on('data', (chunk: Buffer) => (caddyOutput += chunk));
    const url = `http://127.0.0.1:${port}`;
    await waitFor(async () => {
      if (caddy!.exitCode !== null) throw new Error(`caddy exited (${caddy!.exitCode}):\n${caddyOutput}`);
      return (await fetch(`${url}/healthz`).catch(() => null))?.status === 200;
    }, 'the proxy to answer /healthz');
    const proxyProcess = caddy;
    return { url, apis: [api1, api2], workers: [worker1, worker2], proxy: { pid: proxyProcess.pid!, output: () => caddyOutput }, stop: stopAll };
  } catch (error) {
    const output = [...started.map((p) => `--- ${p.name} (pid ${p.pid}) ---\n${p.output().slice(-2000)}`), `--- caddy ---\n${caddyOutput.slice(-2000)}`].join('\n');
    await stopAll();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output}`, { cause: error });
  }
}

async function productProcess(name: string, env: Record<string, string>, roles: string[]): Promise<StackProcess> {
  let current: ProductProcess = await startProductProcess(env, roles);
  let earlierOutput = '';
  return {
    name,
    get url() {
      return current.url;
    },
    get pid() {
      return current.pid;
    },
    output: () => earlierOutput + current.output(),
    async kill(signal = 'SIGKILL') {
      await current.stop(signal);
    },
    async restart() {
      await current.stop('SIGTERM');
      earlierOutput += current.output();
      current = await startProductProcess(env, roles);
    },
  };
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}
