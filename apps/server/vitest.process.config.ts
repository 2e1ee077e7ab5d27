import { defineConfig } from 'vitest/config';

/**
 * The fault suite: tests that start the real server as a child process, send it SIGTERM or SIGKILL and
 * restart it. Slow (real processes, run from the server's bundles as `npm start` runs them), so kept out of `npm test`; `.ci/run` runs it on
 * PGlite and on PostgreSQL (DATABASE_URL). Each shop starts from a copy of the run's template database.
 */
export default defineConfig({
  test: {
    name: 'server-process',
    root: import.meta.dirname,
    include: ['test/process/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts', 'test/process/bundle-setup.ts'],
    setupFiles: ['test/process/setup.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 200_000,
  },
});
