import { defineConfig } from 'vitest/config';

/**
 * The NinjaScript licence client (clients/ninjascript) against a running shop: needs Mono's C# compiler
 * (Debian's mono-mcs), so kept out of `npm test`; `.ci/run` installs it and runs `npm run test:ninjascript`.
 */
export default defineConfig({
  test: {
    name: 'ninjascript',
    root: import.meta.dirname,
    include: ['test/ninjascript/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Both files at once: most of their time is the client's own 5 s device-flow polls, not CPU (Vitest's
    // default on two cores is one file at a time). Each has its own shop on its own port and database.
    maxWorkers: 2,
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
