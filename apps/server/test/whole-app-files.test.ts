import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compare } from '../../../scripts/baseline.mjs';
import { BASELINE_FILE, serverFiles, wholeAppFiles } from '../../../scripts/whole-app-files.mjs';

/**
 * Issue 41: a test of a service or a rule builds it from its named dependencies on a database copy
 * (test/helpers/module-deps.ts); only a route's HTTP contract, authorisation and error answers start the whole
 * app. The files that start it today are in scripts/whole-app-files.baseline.txt, which only shrinks: a new
 * one fails here, and so does a line for a file that no longer starts it (remove the line).
 */
const helpers: [string, string][] = [
  [
    'apps/server/test/test-app.ts',
    [
      'export async function createTestApp() {}',
      'export async function openTestDatabase() {}',
      'export async function openTestApp() {}',
    ].join('\n'),
  ],
  [
    'apps/server/test/helpers/admin.ts',
    [
      "import { createTestApp, type TestApp } from '../test-app';",
      'async function started() { return createTestApp(); }',
      'export function setupAdminSuite() { beforeAll(started); }',
      'export const adminOf = (ctx: TestApp) => ctx.admin;',
    ].join('\n'),
  ],
  [
    'apps/server/test/helpers/selling.ts',
    "import { setupAdminSuite } from './admin';\nexport const sellingSuite = () => setupAdminSuite();",
  ],
  [
    'apps/server/test/module-app.ts',
    [
      "import { composeApp } from '../src/app';",
      "import { openTestApp } from './test-app';",
      'export function createModuleTestApp() { return openTestApp({}, composeApp); }',
    ].join('\n'),
  ],
  [
    'apps/server/test/helpers/module-deps.ts',
    "import { openTestDatabase } from '../test-app';\nexport function useModuleWorld() { return openTestDatabase(); }",
  ],
];

const startsTheApp = (test: string) =>
  wholeAppFiles(new Map([...helpers, ['apps/server/src/modules/coupons/new.test.ts', test]])).length === 1;

describe('the test files that start the whole app', () => {
  it('finds a file that starts it directly, through a helper, or through a helper of a helper', () => {
    expect(startsTheApp("import { createTestApp } from '../../../test/test-app';")).toBe(true);
    expect(startsTheApp("import { setupAdminSuite } from '../../../test/helpers/admin';")).toBe(true);
    expect(startsTheApp("import { sellingSuite } from '../../../test/helpers/selling';")).toBe(true);
    expect(startsTheApp("import { buildApp } from '../../app';")).toBe(true);
  });

  it('leaves a module test alone, a test of one module’s routes, and a file that only names the app’s type or a helper that starts nothing', () => {
    expect(startsTheApp("import { useModuleWorld } from '../../../test/helpers/module-deps';")).toBe(false);
    expect(startsTheApp("import { createModuleTestApp } from '../../../test/module-app';")).toBe(false);
    expect(startsTheApp("import type { TestApp } from '../../../test/test-app';")).toBe(false);
    expect(startsTheApp("import { type TestApp, openTestDatabase } from '../../../test/test-app';")).toBe(
      false,
    );
    expect(startsTheApp("import { adminOf } from '../../../test/helpers/admin';")).toBe(false);
  });

  it('refuses a deliberate new one that the baseline does not hold, and a line for a file converted since', () => {
    const deliberate = 'apps/server/src/modules/coupons/deliberate.test.ts';
    const found = wholeAppFiles(
      new Map([...helpers, [deliberate, "import { setupAdminSuite } from '../../../test/helpers/admin';"]]),
    );
    expect(compare(found, ['apps/server/src/modules/coupons/converted.test.ts'])).toEqual({
      added: [deliberate],
      gone: ['apps/server/src/modules/coupons/converted.test.ts'],
    });
  });

  it('holds exactly the server’s files that start it today: none new, none converted and still listed', () => {
    const root = join(import.meta.dirname, '../../..');
    const baseline = readFileSync(BASELINE_FILE, 'utf8').split('\n').filter(Boolean);
    expect(compare(wholeAppFiles(serverFiles(root)), baseline)).toEqual({ added: [], gone: [] });
  });
});
