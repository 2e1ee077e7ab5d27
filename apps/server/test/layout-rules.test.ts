import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const depcruise = join(root, 'node_modules', '.bin', 'depcruise');
const config = join(root, '.dependency-cruiser.cjs');
const run = promisify(execFile);

/**
 * The layout rule (ARCHITECTURE.md, "Where code lives") as the linter checks it: each case builds a small
 * tree shaped like apps/server/src, with one deliberate import, and runs `depcruise` with the project's
 * own configuration on it, as `npm run lint` does on the real tree.
 */
async function cruise(files: Record<string, string>): Promise<{ failed: boolean; output: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'layout-'));
  trees.push(dir);
  for (const [path, text] of Object.entries(files)) {
    const file = join(dir, 'apps/server/src', path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  try {
    const { stdout } = await run(depcruise, ['--config', config, 'apps/server/src'], { cwd: dir });
    return { failed: false, output: stdout };
  } catch (error) {
    const { stdout } = error as { stdout: string };
    return { failed: true, output: stdout };
  }
}

const trees: string[] = [];
afterEach(async () => {
  await Promise.all(trees.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const moduleWith = (name: string, imports: string[] = []) => ({
  [`modules/${name}/index.ts`]: `export { ${name.replace(/-/g, '')} } from './service';\n`,
  [`modules/${name}/service.ts`]: `${imports.map((from) => `import '${from}';\n`).join('')}export const ${name.replace(/-/g, '')} = 1;\n`,
});

describe('the server layout rule, as the linter enforces it', () => {
  it('accepts modules that use each other one way, through their index, and the audit leaf', async () => {
    const result = await cruise({
      ...moduleWith('audit'),
      ...moduleWith('orders', ['../audit']),
      ...moduleWith('checkout', ['../orders', '../audit']),
    });
    expect(result.failed).toBe(false);
  });

  it('refuses each kind of deliberate import that breaks it, naming the rule', async () => {
    const result = await cruise({
      // A loop of three modules.
      ...moduleWith('orders', ['../checkout']),
      ...moduleWith('checkout', ['../refunds']),
      ...moduleWith('refunds', ['../orders', '../users/service']),
      // A reach into another module's internals (above), the audit log using a feature, a feature using
      // the back-office composer, and lib/ using a module.
      ...moduleWith('users', ['../back-office']),
      ...moduleWith('audit', ['../users']),
      ...moduleWith('back-office'),
      'lib/mail.ts': "import '../modules/users';\nexport const mail = 1;\n",
    });
    expect(result.failed).toBe(true);
    for (const rule of [
      'no-mutual-modules',
      'modules-through-their-index',
      'audit-is-a-leaf',
      'back-office-on-top',
      'lib-below-modules',
    ])
      expect(result.output).toContain(`error ${rule}:`);
  });
});
