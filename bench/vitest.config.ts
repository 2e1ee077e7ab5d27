import { defineProject } from 'vitest/config';

// Only the bench's own files: bench/results/tmp holds whole checkouts of other versions (bench/build-variant.sh).
export default defineProject({ test: { name: 'bench', include: ['*.test.ts'], environment: 'node' } });
