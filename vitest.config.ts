import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const folders = '{schema,services,projections,workers,web,infra}';

export default defineConfig({
  resolve: {
    // type-graphql is CommonJS and loads graphql's CJS build; make every import
    // in tests resolve to that same instance, as Node does at run time.
    alias: [
      { find: /^graphql$/, replacement: 'graphql/index.js' },
      // Web code's @/ imports, as web/vite.config.ts resolves them.
      { find: /^@\//, replacement: fileURLToPath(new URL('./web/src/', import.meta.url)) },
    ],
  },
  test: {
    exclude: ['**/node_modules/**', 'web/dist/**'],
    // The default output, then the slowest files: where the suite's time goes, in every run.
    reporters: ['default', './infra/testing/slowestFiles.ts'],
    // Integration files boot real servers (PGlite alone takes seconds); assertions, not timings, decide.
    testTimeout: 60_000,
    // Vitest's default is one file at a time on two cores; a file mostly waits (on PostgreSQL, a
    // browser, its own server), so three at once took the suite from ~1,260 s to ~720 s here.
    // Every file has its own database, queue prefix, ports and browser, so none sees another.
    maxWorkers: 3,
    hookTimeout: 120_000,
    // expect.poll waits for a condition, never a fixed time, so a longer bound costs only failing
    // tests: Vitest's 1 s was outrun on a slow CI machine by a page load or a dialog closing.
    expect: { poll: { timeout: 5_000 } },
    // One run, two tiers: `npx vitest run --project unit` never waits for the web build.
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: [`${folders}/**/*.unit.spec.{ts,tsx}`] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // One module graph per worker, not per file: each file imported the whole product again
          // (~370 s of the suite's import time). Files share nothing else: every app, database,
          // queue prefix and browser is the file's own, and module state is per app.
          isolate: false,
          include: [`${folders}/**/*.{int,e2e}.spec.{ts,tsx}`],
          // Builds web/dist once, before any of these files runs, for the browser tests that serve it.
          globalSetup: ['infra/testing/globalSetup.ts'],
        },
      },
    ],
  },
});
