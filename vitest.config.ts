import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'apps/server',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.components.config.ts',
      'packages/*',
      'bench',
    ],
    // Vitest's default (one worker fewer than the cores) runs the files one at a time on a 2-core machine,
    // leaving a core idle while a file waits on PostgreSQL, a timer or its PGlite; every file has its own
    // database copy and ports, so two at once is safe.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
