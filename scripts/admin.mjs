// `npm run admin -- <command>`: operator commands (apps/server/src/cli/admin.ts) on the same data folder
// as `npm start` unless DATA_DIR or DATABASE_URL say otherwise.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'src/cli/admin.ts', ...process.argv.slice(2)],
  {
    cwd: join(root, 'apps/server'),
    stdio: 'inherit',
    env: { DATA_DIR: join(root, 'data'), LOG_LEVEL: 'warn', ...process.env },
  },
);
process.exit(result.status ?? 1);
