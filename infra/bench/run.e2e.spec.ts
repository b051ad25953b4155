import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../testing/app.js';

const run = promisify(execFile);
const bench = (...args: string[]) =>
  run(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [path.join(repoRoot, 'infra', 'bench', 'run.ts'), ...args], { cwd: repoRoot });

// The bench's command line as CI and scripts use it; the long-text section needs no database, the replay a fresh one.
describe('npm run bench', () => {
  it('prints only one JSON object on stdout with --json, each figure with value, unit, baseline and ratio, and the text report on stderr', async () => {
    const { stdout, stderr } = await bench('--quick', '--json', 'long-text');
    const report = JSON.parse(stdout) as Record<string, { value: number; unit: string; baseline: number; ratio: number }>;
    expect(Object.keys(report).sort()).toEqual(['export.ics.longNameRatio', 'invoice.pdf.longNameRatio']);
    for (const figure of Object.values(report)) {
      expect(figure.unit).toBe('ms');
      expect(figure.value).toBeGreaterThan(0);
      expect(figure.baseline).toBeGreaterThan(0);
      expect(figure.ratio).toBeCloseTo(figure.value / figure.baseline, 2);
    }
    // The text report, one line per figure, goes to stderr beside the JSON.
    expect(stderr).toMatch(/invoice PDF for a customer with a 5,000-character name \(baseline: a short name\): [\d.,]+ ms, baseline [\d.,]+ ms, ratio \d+\.\d\d vs baseline/);
  });

  it('brings back the figures of the replay, which runs in a process of its own, and keeps its output off stdout', async () => {
    const { stdout } = await bench('--quick', '--json', 'replay');
    const report = JSON.parse(stdout) as Record<string, { value: number; unit: string; baseline?: number }>;
    expect(Object.keys(report).sort()).toEqual(['replay', 'replay.peakRssMb']);
    expect(report.replay).toMatchObject({ unit: 'events/s', value: expect.any(Number) });
    expect(report['replay.peakRssMb']).toMatchObject({ unit: 'MB', baseline: expect.any(Number) });
  });

  it('refuses a section name it does not know with exit code 2 and the list of sections', async () => {
    const failure = await bench('--quick', 'no-such-section').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain('no section matches no-such-section; sections: appends, replay, http, latency, cross-process, completion, reminders, customers, invoice-list, long-text, web, wizard-bundle, lighthouse, personal, customer-import, customer-login, reports, calendar-feed, stack, backup, erasure-compaction');
  });
});
