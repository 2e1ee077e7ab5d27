import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export const webAlias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/** Logic tests: no DOM, so they stay fast and cannot lean on one by accident. */
export default defineProject({
  resolve: { alias: webAlias },
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' },
});
