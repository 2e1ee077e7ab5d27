// Type-checks every workspace (or those named: `npm run typecheck -- apps/web`) with TypeScript 7, the
// compiler written in Go (`typescript-native`, an alias of typescript@7): a third of 5.9's time on the server and
// the web app. The `typescript` package stays at 5.9 for the tools that load its JavaScript API (dpdm,
// dependency-cruiser), which TypeScript 7 no longer ships. One workspace at a time: the compiler checks on every
// core by itself. A workspace without a tsconfig.json is skipped, unless it was named: then it is a mistake.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const tsc = join(
  dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);
const named = process.argv.slice(2);
const workspaces =
  named.length > 0 ? named : JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
const failed = [];
for (const workspace of workspaces) {
  const project = join(root, workspace, 'tsconfig.json');
  if (!existsSync(project)) {
    if (named.length > 0) failed.push(`${workspace} (no tsconfig.json)`);
    continue;
  }
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (status !== 0) failed.push(workspace);
}
if (failed.length > 0) {
  console.error(`type-check failed: ${failed.join(', ')}`);
  process.exit(1);
}
