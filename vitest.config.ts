import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // type-graphql is CommonJS and loads graphql's CJS build; make every import
    // in tests resolve to that same instance, as Node does at run time.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['{schema,services,projections,workers,web,infra}/**/*.{unit,int,e2e}.spec.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'web/dist/**'],
    // Integration files boot real servers (PGlite alone takes seconds); assertions, not timings, decide.
    testTimeout: 60_000,
    // Builds web/dist once, before any file runs, for the browser tests that serve it.
    globalSetup: ['infra/testing/globalSetup.ts'],
    hookTimeout: 120_000,
  },
});
