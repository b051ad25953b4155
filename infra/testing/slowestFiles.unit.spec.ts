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

  it('says nothing for a run without files', () => {
    expect(slowestFilesReport([])).toEqual([]);
  });
});
