import { defineProject } from 'vitest/config';
import { webAlias } from './vitest.config';

/**
 * Component tests (`*.test.tsx`): components rendered in happy-dom with the app's real providers
 * (src/test/render.tsx), the network stubbed with answers typed by @shop/contracts.
 */
export default defineProject({
  resolve: { alias: webAlias },
  test: {
    name: 'web-components',
    include: ['src/**/*.test.tsx'],
    environment: 'happy-dom',
    // Third-party scripts (the partner widget, measurement) are never fetched: their tag is what is checked.
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    setupFiles: ['src/test/setup.ts'],
    // Every file loads the same catalogues, React and router: one module graph per worker, not per file, and
    // each test resets what it touched (src/test/setup.ts).
    isolate: false,
    // On a machine shared with browser suites a render can wait for the CPU: time-outs are for hangs, not speed.
    testTimeout: 20_000,
  },
});
