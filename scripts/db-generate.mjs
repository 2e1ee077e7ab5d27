// drizzle-kit (hoisted to the root) imports drizzle-orm from its own location, but npm keeps drizzle-orm
// under apps/server because of its optional peers; link it for the time of the generation.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const link = resolve(root, 'node_modules/drizzle-orm');
const created = !existsSync(link);
if (created) symlinkSync(resolve(root, 'apps/server/node_modules/drizzle-orm'), link, 'dir');
try {
  const result = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], {
    cwd: resolve(root, 'apps/server'),
    stdio: 'inherit',
  });
  process.exitCode = result.status ?? 1;
} finally {
  if (created) rmSync(link);
}
