import { describe, expect, it } from 'vitest';
import { slowestFilesReport } from './slowestFiles.js';

describe('the slowest test files report', () => {
  it('names the slowest files first, with seconds aligned, and no more than asked', () => {
    const files = [
      { path: 'a.unit.spec.ts', ms: 120 },
      { path: 'infra/stack.e2e.spec.ts', ms: 61_193 },
      { path: 'b.int.spec.ts', ms: 9_050 },
      { path: 'c.int.spec.ts', ms: 9_050 },
    ];
    expect(slowestFilesReport(files, 3)).toEqual([
      'Slowest 3 test files:',
      '  61.2 s  infra/stack.e2e.spec.ts',
      '   9.1 s  b.int.spec.ts',
      '   9.1 s  c.int.spec.ts',
    ]);
  });

  it('names the ten slowest by default', () => {
    const files = Array.from({ length: 12 }, (_, i) => ({ path: `f${i}.e2e.spec.ts`, ms: (i + 1) * 1_000 }));
    const report = slowestFilesReport(files);
    expect(report[0]).toBe('Slowest 10 test files:');
    expect(report.slice(1).map((line) => line.trim())).toEqual(Array.from({ length: 10 }, (_, i) => `${12 - i}.0 s  f${11 - i}.e2e.spec.ts`));
  });

  it('says nothing for a run without files', () => {
    expect(slowestFilesReport([])).toEqual([]);
  });
});
