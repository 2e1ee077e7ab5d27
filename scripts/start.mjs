// `npm start`: builds the web app and the server's bundle when missing or older than their sources, then runs
// the server (migrations and seed happen at server start-up).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundleArgs, ensureServerBundles, newestChange } from './server-bundle.mjs';

const root = resolve(import.meta.dirname, '..');
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');

const sources = [join(web, 'src'), join(web, 'public'), join(root, 'packages')];
const stale =
  !existsSync(builtIndex) ||
  Math.max(...(await Promise.all(sources.map((dir) => newestChange(dir))))) > statSync(builtIndex).mtimeMs;
if (stale) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The quick start runs on a fresh machine without a Stripe key: it opts in to the demo shop (the payment
// sandbox, a ribbon on every page saying no money is taken). With STRIPE_SECRET_KEY it takes real payments.
const demo = !process.env.STRIPE_SECRET_KEY && !process.env.PAYMENT_SANDBOX;
if (demo)
  console.log('No STRIPE_SECRET_KEY: starting a demo shop (PAYMENT_SANDBOX=demo), no money is taken.');
await ensureServerBundles(root);
const server = spawnSync(process.execPath, bundleArgs('main', root), {
  cwd: join(root, 'apps/server'),
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    DATA_DIR: join(root, 'data'),
    ...(demo ? { PAYMENT_SANDBOX: 'demo' } : {}),
    ...process.env,
  },
});
process.exit(server.status ?? 1);
