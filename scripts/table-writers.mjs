// Lists the writes (insert, update, delete) to a table that has a declared owner module from any server file
// outside that module (issue 42: one writer per table; ARCHITECTURE.md, "Tables and their owners"). Other
// modules report to the owner through its index instead. `npm run check:owners` fails on any such write;
// apps/server/test/table-owners.test.ts shows it flags a deliberate one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Each owned table: its name in the Drizzle schema, its name in SQL, the one module that writes it. */
export const tableOwners = [{ schemaName: 'subscriptions', sqlName: 'subscriptions', owner: 'leases' }];

const WRITES = new Set(['insert', 'update', 'delete']);

/** The local names a file gives the schema's owned tables (`import { subscriptions as leases } …`). */
function localNames(source) {
  const names = new Map();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !/db\/schema/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        const table = tableOwners.find((owned) => owned.schemaName === imported);
        if (table) names.set(element.name.text, table);
      }
    }
  }
  return names;
}

/** The owned table an argument names: a local name of it, or `schema.subscriptions`. */
function tableOf(argument, names) {
  if (ts.isIdentifier(argument)) return names.get(argument.text);
  if (ts.isPropertyAccessExpression(argument)) {
    return tableOwners.find((owned) => owned.schemaName === argument.name.text);
  }
  return undefined;
}

/** `{ table, path, line }` for each write to an owned table in `text`, by Drizzle call or by SQL text. */
export function tableWrites(path, text) {
  // Most files never name an owned table: they are not parsed.
  if (!tableOwners.some((owned) => text.includes(owned.schemaName) || text.includes(owned.sqlName)))
    return [];
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const names = localNames(source);
  const found = [];
  const at = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      WRITES.has(node.expression.name.text) &&
      node.arguments.length > 0
    ) {
      const table = tableOf(node.arguments[0], names);
      if (table) found.push({ table: table.schemaName, path, line: at(node) });
    }
    if (ts.isTemplateLiteral(node) || ts.isStringLiteral(node)) {
      const sql = node.getText(source);
      for (const table of tableOwners) {
        const write = new RegExp(
          `\\b(?:insert\\s+into|update|delete\\s+from)\\s+"?${table.sqlName}"?\\b`,
          'i',
        );
        if (write.test(sql)) found.push({ table: table.schemaName, path, line: at(node) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The module a server file belongs to (`apps/server/src/modules/<name>/…`), or null outside the modules. */
export function moduleOf(path) {
  return /apps\/server\/src\/modules\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** The writes of `found` made outside their table's owner module. */
export function strayWrites(found) {
  return found.filter(
    (write) => moduleOf(write.path) !== tableOwners.find((owned) => owned.schemaName === write.table).owner,
  );
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    // Tests set up their rows by hand: only the code that runs in the shop counts.
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield path;
  }
}

/** Every write to an owned table in the server's source under `root`. */
export function scan(root, dir = 'apps/server/src') {
  const found = [];
  for (const file of sourceFiles(join(root, dir))) {
    found.push(...tableWrites(relative(root, file), readFileSync(file, 'utf8')));
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stray = strayWrites(scan(process.cwd()));
  for (const write of stray) {
    const { owner } = tableOwners.find((owned) => owned.schemaName === write.table);
    console.error(`${write.path}:${write.line} writes ${write.table}, which only modules/${owner} writes`);
  }
  console.log(
    `${stray.length} writes to an owned table outside its owner (${tableOwners.length} tables owned)`,
  );
  if (stray.length > 0) process.exit(1);
}
