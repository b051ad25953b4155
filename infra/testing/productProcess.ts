import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './app.js';

export interface ProductProcess {
  /** Where it serves HTTP; empty for roles without the API (a worker). */
  url: string;
  pid: number;
  output(): string;
  /** Resident and peak resident memory of the process, in bytes (Linux /proc). */
  memory(): Promise<{ rss: number; peak: number }>;
  /** Sends `signal` and resolves with how the process ended and how long it took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

/**
 * The time a test that starts the product twice (a restart, a restore) may take: each start
 * compiles PGlite and loads the whole product, over half a minute together on a loaded CI machine.
 */
export const PRODUCT_STARTED_TWICE = 180_000;

/**
 * The product as `npm start` runs it (infra/main.ts, production unless `env` says otherwise), in
 * its own OS process, so a test can measure its memory or send it signals. Resolves once it
 * logged that it is ready (with its address, when it serves the API).
 */
export async function startProductProcess(
  env: Record<string, string>,
  roles: string[] = [],
  /**
   * `keepOutput: false`: what it prints after it is ready is read and dropped (a long load's request
   * log). `nodeOptions`: more of Node's own options (`--cpu-prof`, say).
   */
  { keepOutput = true, nodeOptions = [] }: { keepOutput?: boolean; nodeOptions?: string[] } = {},
): Promise<ProductProcess> {
  let output = '';
  let ready = false;
  const child: ChildProcess = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', path.join(repoRoot, 'infra', 'main.ts'), ...roles], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (ready && !keepOutput) return;
      output += chunk;
      // Its log's JSON line saying it is ready, with the URL it serves (null without the API).
      const line = /^\{.*"msg":"Ready \(.*\n/m.exec(output);
      if (line) {
        ready = true;
        resolve((JSON.parse(line[0]) as { url: string | null }).url ?? '');
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    void exited.then(({ code, signal }) => reject(new Error(`the product exited (${code ?? signal}) before it was ready:\n${output}`)));
  });
  return {
    url,
    pid: child.pid!,
    output: () => output,
    async memory() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
      return { rss: kb('VmRSS'), peak: kb('VmHWM') };
    },
    async stop(signal = 'SIGTERM') {
      const started = Date.now();
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const ended = await exited;
      return { ...ended, ms: Date.now() - started };
    },
  };
}
