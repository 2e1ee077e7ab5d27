import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverSource = join(import.meta.dirname, '../..');

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("the order lifecycle's ownership", () => {
  it('is the only server code that writes orders.status or orders.is_paid', async () => {
    const writers: string[] = [];
    for (const file of await sourceFiles(serverSource)) {
      const text = await readFile(file, 'utf8');
      // An update of the orders table that sets the status or the paid flag, in Drizzle or in SQL: a key of the
      // set object, not a value read from something else (`viesStatus: answer.status`).
      const drizzle = /\.update\(orders\)\s*\.set\(\{[^}]*(?<![\w.])(status|isPaid)\b/s.test(text);
      const raw = /update\s+"?orders"?\s+set[^;]*\b(status|is_paid)\b/is.test(text);
      if (drizzle || raw) writers.push(relative(serverSource, file));
    }
    expect(writers).toEqual(['modules/order-lifecycle/store.ts']);
  });
});
