import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { preactAliases, reactLibraries } from '../web/preact.config';

export default defineProject({
  // The storefront tests render pages with the web app's own server entry, imported from its source, on
  // Preact as the build does: the libraries that import React are transformed, so the aliases reach them.
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('../web/src', import.meta.url)) },
      ...preactAliases,
    ],
  },
  // Their ES modules: the CommonJS builds (which Vitest would pick by default) `require` React, past the aliases.
  ssr: { resolve: { conditions: ['module-sync', 'node', 'development|production'] } },
  test: {
    name: 'server',
    server: { deps: { inline: reactLibraries } },
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real server processes killed and restarted: minutes, so they run in `npm run test:process` and CI.
    exclude: ['test/process/**'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
