import { defineConfig } from 'vitest/config';

/**
 * Guards read from the built web app (apps/web/dist), so they run after `npm run build` (`npm run test:build`,
 * part of `npm test`), not with the unit tests, which run before any build.
 */
export default defineConfig({
  test: { name: 'build-guards', root: import.meta.dirname, include: ['*.test.ts'], environment: 'node' },
});
