import { defineConfig } from 'vitest/config';

/**
 * The fault suite: tests that start the real server as a child process, send it SIGTERM or SIGKILL and
 * restart it. Slow (each start migrates and seeds), so kept out of `npm test`; `.ci/run` runs it on
 * PGlite and on PostgreSQL (DATABASE_URL).
 */
export default defineConfig({
  test: {
    name: 'server-process',
    root: import.meta.dirname,
    include: ['test/process/**/*.test.ts'],
    setupFiles: ['test/process/setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
