// The web builds one bench run compares (issue 26: Preact before, React after), each served by its own shop.
// BENCH_BUILDS=before:0066a28,after:. names them: a value is a checkout folder with a built web app
// (apps/web/dist and dist-ssr), or a git ref that bench/build-variant.sh builds in a worktree of its own (kept for
// the next run). Without it the bench measures this checkout alone, as `npm run bench` has just built it.

import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startShop } from '../scripts/shop-process.mjs';
import { prioritise } from './priority';

const repoRoot = resolve(import.meta.dirname, '..');

export interface Build {
  name: string;
  /** The checkout: its server serves its web build (WEB_DIST_DIR=<root>/apps/web/dist). */
  root: string;
  commit: string;
  /** The renderer the build ships, read from its web app's dependencies. */
  renderer: 'Preact' | 'React';
}

function git(root: string, ...args: string[]): string {
  return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
}

function checkout(value: string): string {
  const folder = resolve(repoRoot, value);
  if (existsSync(join(folder, 'apps/web'))) return folder;
  // apps/web of a checkout, as the build folder itself.
  if (existsSync(join(folder, 'dist-ssr')) && existsSync(join(folder, '../../apps/server')))
    return resolve(folder, '../..');
  const script = join(import.meta.dirname, 'build-variant.sh');
  const output = execFileSync(script, [value], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return output.trim().split('\n').at(-1)!;
}

function describe(name: string, root: string): Build {
  const manifest = join(root, 'apps/web/dist/.vite/manifest.json');
  if (!existsSync(manifest)) throw new Error(`${root} has no web build: run npm run build there`);
  const web = JSON.parse(readFileSync(join(root, 'apps/web/package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const dirty = git(root, 'status', '--porcelain', '--untracked-files=no', '--', 'apps', 'packages') !== '';
  return {
    name,
    root,
    commit: `${git(root, 'rev-parse', '--short', 'HEAD')}${dirty ? '+changes' : ''}`,
    renderer: web.dependencies?.preact ? 'Preact' : 'React',
  };
}

export function resolveBuilds(spec = process.env.BENCH_BUILDS): Build[] {
  if (!spec) return [describe('current', repoRoot)];
  return spec.split(',').map((entry) => {
    const [name, value] = entry.split(/:(.*)/s);
    if (!name || !value) throw new Error(`BENCH_BUILDS entry "${entry}" is not name:folder-or-git-ref`);
    return describe(name, checkout(value));
  });
}

export const buildLabel = (build: Build) => `${build.name} (${build.commit}, ${build.renderer})`;

export interface RunningShop {
  build: Build;
  baseUrl: string;
  child: ChildProcess;
  dataDir: string;
}

/** One shop per build, on consecutive ports from `port`, each on a fresh data folder under bench/results/tmp. */
export async function startShops(builds: Build[], port: number): Promise<RunningShop[]> {
  const shops: RunningShop[] = [];
  try {
    for (const [index, build] of builds.entries()) {
      const dataDir = join(import.meta.dirname, 'results/tmp/data', `${build.name}-${Date.now()}`);
      mkdirSync(dataDir, { recursive: true });
      const { child, baseUrl } = await startShop({
        port: port + index,
        stdio: 'ignore',
        root: build.root,
        env: {
          DATA_DIR: dataDir,
          WEB_DIST_DIR: join(build.root, 'apps/web/dist'),
          ADMIN_PASSWORD: 'bench-admin-password-1',
          MAIL_WORKER_ENABLED: 'false',
        },
      });
      // After its start: the shop's threads are all there once it answers.
      prioritise(child.pid);
      shops.push({ build, baseUrl, child, dataDir });
    }
    return shops;
  } catch (error) {
    await stopShops(shops);
    throw error;
  }
}

export async function stopShops(shops: RunningShop[]): Promise<void> {
  await Promise.all(
    shops.map(async ({ child, dataDir }) => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    }),
  );
}
