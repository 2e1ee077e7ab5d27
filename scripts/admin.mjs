// `npm run admin -- <command>`: operator commands (apps/server/src/cli/admin.ts) on the same data folder
// as `npm start` unless DATA_DIR or DATABASE_URL say otherwise.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { bundleArgs, ensureServerBundles } from './server-bundle.mjs';

const root = resolve(import.meta.dirname, '..');
await ensureServerBundles(root);
const result = spawnSync(process.execPath, [...bundleArgs('admin', root), ...process.argv.slice(2)], {
  cwd: join(root, 'apps/server'),
  stdio: 'inherit',
  env: { DATA_DIR: join(root, 'data'), LOG_LEVEL: 'warn', ...process.env },
});
process.exit(result.status ?? 1);
