import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The storefront tests render pages with the web app's own server entry, imported from its source.
  resolve: { alias: { '@': fileURLToPath(new URL('../web/src', import.meta.url)) } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real server processes killed and restarted: minutes, so they run in `npm run test:process` and CI;
    // the NinjaScript client needs Mono: `npm run test:ninjascript`.
    exclude: ['test/process/**', 'test/ninjascript/**'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/queued-query-guard.ts'],
    // The app's modules load once per worker, not once per file (they were most of the suite's time): every
    // file still opens its own database copy and data folder, and the code keeps no state at module level.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
