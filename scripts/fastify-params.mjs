// Lists the functions of the server that take the whole Fastify instance or a request as a parameter outside
// route and plugin registration (issue 41: a module's services take named dependencies, so that a signature
// says what a function reaches). `npm run check:deps` compares the list with scripts/fastify-params.baseline.txt:
// a function not in it fails the check, and so does a line of it that no longer matches a function (the
// baseline only shrinks).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { checkAgainstBaseline } from './baseline.mjs';

export { compare } from './baseline.mjs';

const FASTIFY_TYPES = /\b(?:FastifyInstance|FastifyRequest)\b/;

/** Route and plugin files register routes and hooks: they are where `app` and `request` belong. */
export function isRegistrationFile(path) {
  return /(?:^|\/)(?:routes|[\w-]+-routes|plugin|[\w-]+-plugin)\.ts$/.test(path) || /\/routes\//.test(path);
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield path;
  }
}

/**
 * A function's name, or for an unnamed one (an arrow in a call, a function type) the names of the
 * declarations around it, `Outer.inner`, so that a baseline line survives edits elsewhere in the file.
 */
function functionName(node) {
  const names = [];
  for (let current = node; current && !ts.isSourceFile(current); current = current.parent) {
    const name = current.name;
    if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name))) names.unshift(name.text);
  }
  return names.length ? names.slice(-2).join('.') : '<top level>';
}

/** `path:function` for each function of `text` with a parameter typed with FastifyInstance or FastifyRequest. */
export function fastifyParams(path, text) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'parameters' in node) {
      const typed = node.parameters.some(
        (parameter) => parameter.type && FASTIFY_TYPES.test(parameter.type.getText()),
      );
      // A function expression handed straight to app.register/fp/addHook is registration, wherever it is.
      const registered = node.parent && ts.isCallExpression(node.parent);
      // registerX(app) adds routes or hooks: route registration by name.
      const name = functionName(node);
      if (typed && !registered && !/^register[A-Z]/.test(name)) found.push(`${path}:${name}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function scan(root, dir = 'apps/server/src') {
  const found = [];
  for (const file of sourceFiles(join(root, dir))) {
    const path = relative(root, file);
    if (isRegistrationFile(path)) continue;
    found.push(...fastifyParams(path, readFileSync(file, 'utf8')));
  }
  return [...new Set(found)].sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, '..');
  process.exitCode = checkAgainstBaseline({
    found: scan(root),
    baselineFile: join(import.meta.dirname, 'fastify-params.baseline.txt'),
    added: 'takes FastifyInstance or FastifyRequest outside route registration',
    gone: 'no longer takes app or request',
    counted: 'functions take app or request outside route registration',
  });
}
