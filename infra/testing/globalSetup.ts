import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { repoRoot } from './app.js';

const webRoot = path.join(repoRoot, 'web');
const sources = [path.join(webRoot, 'src'), path.join(webRoot, 'index.html'), path.join(webRoot, 'vite.config.ts'), path.join(repoRoot, 'schema')];

async function newest(entry: string): Promise<number> {
  const info = await stat(entry).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const children = await readdir(entry);
  const times = await Promise.all(children.filter((c) => c !== 'node_modules').map((c) => newest(path.join(entry, c))));
  return Math.max(info.mtimeMs, ...times);
}

/**
 * Browser tests serve web/dist: build it once, before any test file runs (files run in
 * parallel and must never build it at the same time), and only when a source is newer.
 */
export default async function setup(): Promise<void> {
  const built = (await stat(path.join(webRoot, 'dist', 'index.html')).catch(() => null))?.mtimeMs ?? 0;
  const changed = Math.max(...(await Promise.all(sources.map(newest))));
  if (built > changed) return;
  // Vitest sets NODE_ENV=test, which would give React's development build; build as production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(webRoot, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
