import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { type BackupSource, writeBackup } from './backup.js';

/**
 * The running embedded product backs itself up on request: only it can open its store (one
 * process per data directory), so `npm run backup` asks it through a Unix socket in the data
 * directory, readable by the directory's owner alone. The product writes the archive to the path
 * asked for, reading in moments between its own writers' statements (`live`), and answers with
 * progress lines, then the manifest or the error, one JSON object a line.
 */
export const backupSocketPath = (dataDir: string) => path.resolve(dataDir, 'backup.sock');

/** Unix socket paths are limited to 107 bytes on Linux. */
const MAX_SOCKET_PATH = 107;

export type BackupAnswer = { progress: string } | { done: Awaited<ReturnType<typeof writeBackup>> } | { error: string };

export async function serveBackups(options: {
  socketPath: string;
  source: () => Promise<BackupSource>;
  log: (message: string, error?: unknown) => void;
}): Promise<() => Promise<void>> {
  const { socketPath, log } = options;
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log(`Online backups are off: the data directory's path is too long for ${socketPath}; stop the product to back it up.`);
    return async () => {};
  }
  let running = false;
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    const send = (answer: BackupAnswer) => socket.writable && socket.write(`${JSON.stringify(answer)}\n`);
    const lines = readline.createInterface({ input: socket });
    lines.once('line', async (line) => {
      lines.close();
      let out: unknown;
      try {
        out = (JSON.parse(line) as { out?: unknown }).out;
      } catch {
        out = null;
      }
      if (typeof out !== 'string' || !path.isAbsolute(out) || out.length > 4096) {
        send({ error: 'Ask with {"out": "<absolute path of the archive>"}.' });
        return void socket.end();
      }
      if (running) {
        send({ error: 'A backup is already running; try again when it ends.' });
        return void socket.end();
      }
      running = true;
      try {
        send({ done: await writeBackup(await options.source(), out, (progress) => send({ progress })) });
      } catch (error) {
        log('backup failed', error);
        send({ error: `The backup failed: ${error instanceof Error ? error.message : String(error)}` });
      } finally {
        running = false;
        socket.end();
      }
    });
  });
  // A socket file left by a process that died answers nobody: take its place.
  await rm(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  };
}

/** Asks the product running on `socketPath` for a backup into `out`; null when none answers there. */
export async function askRunningProduct(socketPath: string, out: string, onProgress: (line: string) => void): Promise<Awaited<ReturnType<typeof writeBackup>> | null> {
  const socket = await new Promise<net.Socket | null>((resolve) => {
    const s = net.connect(socketPath);
    s.once('connect', () => resolve(s));
    s.once('error', () => resolve(null));
  });
  if (!socket) return null;
  socket.write(`${JSON.stringify({ out })}\n`);
  for await (const line of readline.createInterface({ input: socket })) {
    const answer = JSON.parse(line) as BackupAnswer;
    if ('progress' in answer) onProgress(answer.progress);
    else if ('error' in answer) throw new Error(answer.error);
    else return answer.done;
  }
  throw new Error('The running product closed the connection before the backup ended; see its log.');
}
