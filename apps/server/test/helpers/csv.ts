import { parse } from 'csv-parse/sync';

/** A customer's text as an attacker would type it into a field that reaches a CSV export. */
export const HOSTILE_CELLS = [
  "x;=cmd|'/C calc'!A0;@example.com",
  '=HYPERLINK("http://evil.test","click")',
  'name, +SUM(1;2)\n-1\t@A1',
  '\t=1+1',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The cells of `csv` as readers split it: by `,` honouring quotes (the file's format), by French Excel's `;`
 * with lax quotes, and by `;`, `,` or a tab ignoring quotes (the worst a spreadsheet's import may do).
 */
export function readingsOf(csv: string): string[][][] {
  const loose = { relax_column_count: true, relax_quotes: true } as const;
  return [
    parse(csv, { delimiter: ',' }),
    parse(csv, { delimiter: ';', ...loose }),
    parse(csv, { delimiter: ';', quote: false, ...loose }),
    parse(csv, { delimiter: ',', quote: false, ...loose }),
    parse(csv, { delimiter: '\t', quote: false, ...loose }),
  ];
}

/** Cells that a spreadsheet could read as a formula (leading quotes and spaces ignored), in any reading. */
export function formulaCells(csv: string): string[] {
  return readingsOf(csv)
    .flat(2)
    .filter((cell) => FORMULA_START.test(cell.replace(/^[" ]+/, '')));
}
