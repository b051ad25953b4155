import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { repoRoot } from './app.js';
import { until } from './until.js';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Whether nothing listens on the port any more. */
function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/**
 * The environment without libfaketime: a server the test starts keeps the real clock, as the shared
 * PostgreSQL and Redis daemons do under `faketime` (infra/testing/timeTravel.sh); redis-server
 * does not even start with it preloaded.
 */
function realClockEnv(): NodeJS.ProcessEnv {
  const preload = (process.env.LD_PRELOAD ?? '').split(/[: ]/).filter((lib) => lib && !lib.includes('faketime'));
  return { ...process.env, LD_PRELOAD: preload.join(':') };
}

/**
 * A redis-server of the test's own, with append-only persistence (as BullMQ's Redis must run in
 * production), that the test can stop and start again on the same port and data.
 */
export async function privateRedis(): Promise<{ url: string; restart(): Promise<void>; stop(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'redis-'));
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', ''], {
      env: realClockEnv(),
      stdio: 'ignore',
    });
    await until(async () => {
      const client = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
      client.on('error', () => {});
      try {
        await client.connect();
        return (await client.ping()) === 'PONG';
      } finally {
        client.disconnect();
      }
    }, 'redis-server to start');
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGTERM'); // redis flushes its append-only file on a clean shutdown
    await exited;
  };
  await start();
  return {
    url,
    /** Down, proven down (the port refuses connections), then up again on the same data. */
    async restart() {
      await stop();
      await until(() => refuses(port), `port ${port} to refuse connections`);
      await start();
    },
    async stop() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The product's worker role as its own OS process (a single node process, so SIGKILL kills it all). */
export function workerProcess(env: Record<string, string>): { process: ChildProcess; output: () => string; kill(signal?: NodeJS.Signals): Promise<void> } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'infra', 'main.ts'), 'worker'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return {
    process: child,
    output: () => output,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
}
