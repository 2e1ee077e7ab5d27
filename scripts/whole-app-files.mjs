// The server's test files that start the whole app (issue 41): a test of a service or a rule builds the service
// from its named dependencies on a database copy (apps/server/test/helpers/module-deps.ts) and starts nothing;
// a test of one module's routes starts that module and what it needs (createModuleTestApp,
// apps/server/test/module-app.ts); only a test across the modules (authorisation of every route, composition,
// the storefront's pages) needs the whole app. A file starts
// the app when it imports, as a value, `createTestApp`, `createInstanceOn` or `buildApp`, or a test helper whose
// exported function calls one of them, however deep. apps/server/test/whole-app-files.test.ts compares the list
// with scripts/whole-app-files.baseline.txt, which only shrinks.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { checkAgainstBaseline } from './baseline.mjs';

const SERVER = 'apps/server';

/** What starts the app itself: everything else that does calls one of these. */
export const APP_STARTERS = [
  `${SERVER}/test/test-app.ts#createTestApp`,
  `${SERVER}/test/test-app.ts#createInstanceOn`,
  `${SERVER}/src/app.ts#buildApp`,
];

function* typeScriptFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* typeScriptFiles(path);
    else if (entry.name.endsWith('.ts')) yield path;
  }
}

const parse = (path, text) => ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);

/** The value imports of a file: its local name → `path#exported name` (type-only imports start nothing). */
export function valueImports(path, text) {
  const imports = new Map();
  for (const statement of parse(path, text).statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const specifier = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (!specifier.startsWith('.') || !bindings || !ts.isNamedImports(bindings)) continue;
    const from = normalize(join(dirname(path), specifier)).replace(/(\.ts)?$/, '.ts');
    for (const element of bindings.elements) {
      if (element.isTypeOnly) continue;
      imports.set(element.name.text, `${from}#${(element.propertyName ?? element.name).text}`);
    }
  }
  return imports;
}

/** The top-level functions of a file (declared, or a const holding one) and the names each body mentions. */
function functionsOf(path, text) {
  const functions = new Map();
  const mentions = (node) => {
    const names = new Set();
    const visit = (child) => {
      if (ts.isIdentifier(child)) names.add(child.text);
      ts.forEachChild(child, visit);
    };
    visit(node);
    return names;
  };
  for (const statement of parse(path, text).statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name)
      functions.set(statement.name.text, mentions(statement));
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          functions.set(declaration.name.text, mentions(declaration.initializer));
  }
  return functions;
}

/**
 * The test files, of `files` (path → text, paths from the repository's root), that start the whole app, sorted.
 * A helper's function starts it when its body mentions a starter, imported or of its own file.
 */
export function wholeAppFiles(files) {
  const starters = new Set(APP_STARTERS);
  const helpers = [...files].filter(([path]) => !path.endsWith('.test.ts'));
  const parsed = new Map(
    helpers.map(([path, text]) => [
      path,
      { imports: valueImports(path, text), functions: functionsOf(path, text) },
    ]),
  );
  for (let grew = true; grew; ) {
    grew = false;
    for (const [path, { imports, functions }] of parsed) {
      const starts = (name) => starters.has(imports.get(name)) || starters.has(`${path}#${name}`);
      for (const [name, mentioned] of functions) {
        const key = `${path}#${name}`;
        if (!starters.has(key) && [...mentioned].some(starts)) {
          starters.add(key);
          grew = true;
        }
      }
    }
  }
  return [...files]
    .filter(([path]) => path.endsWith('.test.ts'))
    .filter(([path, text]) => [...valueImports(path, text).values()].some((key) => starters.has(key)))
    .map(([path]) => path)
    .sort();
}

/**
 * The server's test files and its test helpers (apps/server/test), read from the repository at `root`: the app's
 * own code starts nothing but through `buildApp`, so it is not read.
 */
export function serverFiles(root) {
  const files = new Map();
  for (const folder of ['src', 'test'])
    for (const file of typeScriptFiles(join(root, SERVER, folder)))
      if (folder === 'test' || file.endsWith('.test.ts'))
        files.set(relative(root, file), readFileSync(file, 'utf8'));
  return files;
}

export const BASELINE_FILE = join(import.meta.dirname, 'whole-app-files.baseline.txt');

// `node scripts/whole-app-files.mjs` prints what differs from the baseline; `--write` rewrites it (to shrink it).
if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = checkAgainstBaseline({
    found: wholeAppFiles(serverFiles(join(import.meta.dirname, '..'))),
    baselineFile: BASELINE_FILE,
    added:
      'starts the whole app to test one module? build it from named deps (test/helpers/module-deps.ts), or its routes with createModuleTestApp (test/module-app.ts)',
    gone: 'no longer starts the whole app',
    counted: 'test files start the whole app',
  });
}
