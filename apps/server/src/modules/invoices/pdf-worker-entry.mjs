// The PDF render thread's entry. Node 20 does not apply `--import tsx` to a worker's own entry file, so the
// thread registers tsx itself, then loads its TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
