// Every table has one owner (issue 42): the module, or lib/ folder, declared in ARCHITECTURE.md's table of
// owners, which alone inserts, updates or deletes its rows; other code asks the owner. This lists each file
// that writes a table it does not own, with a Drizzle call (`.insert(orders)`, `.update(schema.orders)`,
// `.delete(…)`) or in SQL text (`insert into orders`, `update orders set`, `delete from orders`), and
// `npm run check:deps` fails on any. No place is exempt, the seed (`src/seed`, not a module) included: it
// creates the catalogue through the catalogue's own functions. The writes made before the rule (a baseline of
// 26, session 43) were all moved to their owners in session 45.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const SCHEMA_DIR = 'apps/server/src/lib/db/schema';
const OWNERS_START = '<!-- table-owners:start -->';
const OWNERS_END = '<!-- table-owners:end -->';

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield path;
  }
}

/** The Drizzle name and the SQL name of each table the schema declares (`export const x = pgTable('y', …)`). */
export function tablesOf(path, text) {
  const tables = [];
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      node.initializer.expression.getText() === 'pgTable' &&
      ts.isStringLiteral(node.initializer.arguments[0])
    )
      tables.push({ variable: node.name.text, table: node.initializer.arguments[0].text });
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true));
  return tables;
}

/** The owners declared between the markers of ARCHITECTURE.md: rows `| \`table\`, \`table\` | owner | … |`. */
export function declaredOwners(markdown) {
  const start = markdown.indexOf(OWNERS_START);
  const end = markdown.indexOf(OWNERS_END);
  if (start < 0 || end < start) throw new Error('ARCHITECTURE.md has no table of owners between its markers');
  const owners = new Map();
  for (const line of markdown.slice(start, end).split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 4 || !cells[1].startsWith('`')) continue;
    for (const [, table] of cells[1].matchAll(/`(\w+)`/g)) owners.set(table, cells[2].replace(/`/g, ''));
  }
  return owners;
}

/** Where a file sits, as owners are named: `orders` for modules/orders/…, `lib/mail`, `dev/stripe-sandbox`. */
export function placeOf(path) {
  const parts = path.replace(/^apps\/server\/src\//, '').split('/');
  if (parts[0] === 'modules') return parts[1];
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The SQL names of the tables a file writes. */
export function tablesWritten(path, text, tables) {
  const bySqlName = new Set(tables.map(({ table }) => table));
  const byVariable = new Map(tables.map(({ variable, table }) => [variable, table]));
  const written = new Set();
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['insert', 'update', 'delete'].includes(node.expression.name.text) &&
      node.arguments.length === 1
    ) {
      const target = node.arguments[0];
      const name = ts.isPropertyAccessExpression(target) ? target.name.text : target.getText();
      if (byVariable.has(name)) written.add(byVariable.get(name));
    }
    if (ts.isTemplateLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      for (const [, table] of node
        .getText()
        .matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?(?:\s+as\s+\w+)?[\s(]/gi))
        if (bySqlName.has(table.toLowerCase())) written.add(table.toLowerCase());
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true));
  return [...written];
}

export function scan(root) {
  const tables = [...sourceFiles(join(root, SCHEMA_DIR))].flatMap((file) =>
    tablesOf(file, readFileSync(file, 'utf8')),
  );
  const owners = declaredOwners(readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8'));
  const problems = [
    ...tables.filter(({ table }) => !owners.has(table)).map(({ table }) => `no owner declared for ${table}`),
    ...[...owners.keys()]
      .filter((table) => !tables.some((known) => known.table === table))
      .map((table) => `an owner is declared for ${table}, which the schema does not hold`),
  ];
  const found = [];
  for (const file of sourceFiles(join(root, 'apps/server/src'))) {
    const path = relative(root, file);
    if (path.startsWith(SCHEMA_DIR) || path.includes('/db/migrations/')) continue;
    for (const table of tablesWritten(path, readFileSync(file, 'utf8'), tables))
      if (owners.get(table) !== placeOf(path)) found.push(`${path}:${table}`);
  }
  return { problems, found: found.sort() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, found } = scan(join(import.meta.dirname, '..'));
  for (const problem of problems) console.error(problem);
  for (const write of found)
    console.error(`writes a table another module owns (ARCHITECTURE.md, table owners): ${write}`);
  console.log(`${found.length} writes of a table by code that does not own it`);
  process.exitCode = problems.length || found.length ? 1 : 0;
}
