// The server's two entry points (the shop and the operator's admin command) bundled by esbuild into
// apps/server/dist: its own TypeScript and the workspace packages in one file each, every npm package left to
// Node. Under tsx a start spent about 1.2 s and 2.2 CPU s more, mostly Node's module loader asking tsx's hook
// thread for each of about 650 source files (docs/decisions/0017-server-bundle.md). Run alone to build:
// `node scripts/server-bundle.mjs`.
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(import.meta.dirname, '..');
const entries = { main: 'src/main.ts', admin: 'src/cli/admin.ts' };

/** Where an entry's bundle lives in a checkout: `main` (the shop) or `admin`. */
export const serverBundle = (name, root = repoRoot) => join(root, 'apps/server/dist', `${name}.mjs`);

/** Node's arguments that run an entry's bundle (its source maps on, so stack traces name the sources). */
export const bundleArgs = (name, root = repoRoot) => ['--enable-source-maps', serverBundle(name, root)];

/**
 * Each bundled module's `import.meta.url` becomes its source file's URL, computed from the bundle's own, so
 * that `new URL('./fonts/x.ttf', import.meta.url)` finds what sits beside the source as it does under tsx. The
 * bundle must therefore stay in apps/server/dist of the checkout it was built from.
 */
function sourceLocations(outdir) {
  return {
    name: 'source-locations',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
      );
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (/import\.meta\.(dirname|filename)/.test(source)) {
          throw new Error(
            `${args.path}: use new URL(…, import.meta.url), which the bundle maps to the source`,
          );
        }
        const fromBundle = relative(outdir, args.path).split('\\').join('/');
        return {
          loader: 'ts',
          contents: source.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
          ),
        };
      });
    },
  };
}

/** Builds both bundles; each file is written beside and renamed, so runs building at once never read half of one. */
export async function buildServerBundles(root = repoRoot) {
  const { build } = await import('esbuild');
  const serverDir = join(root, 'apps/server');
  const outdir = join(serverDir, 'dist');
  const result = await build({
    absWorkingDir: serverDir,
    entryPoints: entries,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
    plugins: [sourceLocations(outdir)],
  });
  await mkdir(outdir, { recursive: true });
  const suffix = `.${process.pid}.tmp`;
  await Promise.all(result.outputFiles.map((file) => writeFile(file.path + suffix, file.contents)));
  // Maps first: a bundle is never renamed into place before the map it names.
  const ordered = result.outputFiles.toSorted(
    (a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')),
  );
  for (const file of ordered) await rename(file.path + suffix, file.path);
}

/** The latest change of a file under `dir` whose name `accept` takes (0 for none): is a build older? */
export async function newestChange(dir, accept = () => true) {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, await newestChange(path, accept));
    else if (accept(entry.name)) newest = Math.max(newest, (await stat(path)).mtimeMs);
  }
  return newest;
}

/** Builds the bundles when one is missing or older than a source of the server or of a workspace package. */
export async function ensureServerBundles(root = repoRoot) {
  const built = await Promise.all(
    Object.keys(entries).map((name) =>
      stat(serverBundle(name, root)).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    ),
  );
  const packages = await readdir(join(root, 'packages'));
  const sources = [
    join(root, 'apps/server/src'),
    ...packages.map((name) => join(root, 'packages', name, 'src')),
  ];
  const newest = Math.max(
    ...(await Promise.all(sources.map((dir) => newestChange(dir, (name) => name.endsWith('.ts'))))),
  );
  if (Math.min(...built) <= newest) await buildServerBundles(root);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServerBundles();
  console.log(`Server bundles written to ${dirname(serverBundle('main'))}`);
}
