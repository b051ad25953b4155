import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UploadSpool } from './uploadSpool.js';

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

/** A process that has started and ended: its pid names no living process. */
async function endedProcessId(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('the upload spool', () => {
  it("removes what a process that died left behind, keeps a living process's folder, and removes its own when closed", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'detailing-uploads-'));
    roots.push(root);
    const living = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      const dead = `${await endedProcessId()}-abc123`;
      const alive = `${living.pid}-def456`;
      for (const folder of [dead, alive]) {
        await mkdir(path.join(root, folder));
        await writeFile(path.join(root, folder, 'half-an-upload'), 'bytes');
      }

      const spool = await UploadSpool.open(root);
      const folders = await readdir(root);
      expect(folders).not.toContain(dead);
      expect(folders).toContain(alive);
      expect(folders.filter((f) => f.startsWith(`${process.pid}-`))).toHaveLength(1);

      await writeFile(spool.newFile(), 'an upload in progress');
      await spool.close();
      expect(await readdir(root)).toEqual([alive]);
    } finally {
      living.kill();
    }
  });
});
