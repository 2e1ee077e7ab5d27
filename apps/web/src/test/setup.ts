import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { resetStores } from './stores';
import { loadAllTexts } from './texts';

// findBy… and waitFor wait for what a component shows after its answers; a busy machine must not fail them.
configure({ asyncUtilTimeout: 10_000 });

// Every catalogue the web reads, once per file, so a component finds its texts as its route would load them.
beforeAll(loadAllTexts);

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetStores();
});
