import type { Reporter, TestModule } from 'vitest/node';

/** How many files the report names. */
export const SLOWEST_FILES = 10;

/**
 * The report's lines: the `count` files that took longest (import and collection plus their
 * tests and hooks), slowest first, with seconds to one decimal.
 */
export function slowestFilesReport(files: readonly { path: string; ms: number }[], count = SLOWEST_FILES): string[] {
  const slowest = [...files].sort((a, b) => b.ms - a.ms || a.path.localeCompare(b.path)).slice(0, count);
  if (slowest.length === 0) return [];
  const width = Math.max(...slowest.map((file) => (file.ms / 1000).toFixed(1).length));
  return [`Slowest ${slowest.length} test files:`, ...slowest.map((file) => `  ${(file.ms / 1000).toFixed(1).padStart(width)} s  ${file.path}`)];
}

/**
 * Prints the slowest test files after every run (`vitest.config.ts` adds it beside the default
 * reporter), so `npm test` and `.ci/run` show where the suite's time goes.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      return { path: module.relativeModuleId, ms: diagnostic.collectDuration + diagnostic.duration };
    });
    const lines = slowestFilesReport(files);
    if (lines.length > 0) process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}
