import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { repoRoot } from './app.js';

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

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * A redis-server of the test's own, with append-only persistence (as BullMQ's Redis must run in
 * production), that the test can stop and start again on the same port and data.
 */
export async function privateRedis(): Promise<{ url: string; restart(downMs?: number): Promise<void>; stop(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'redis-'));
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', ''], {
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
    async restart(downMs = 500) {
      await stop();
      await new Promise((r) => setTimeout(r, downMs));
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
