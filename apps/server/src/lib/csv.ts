import { stringify } from 'csv-stringify/sync';

/**
 * Where a spreadsheet may start reading a formula: the cell's start, or just after a character some reader
 * splits on (`,`, French Excel's `;`, a tab, a line break), spaces allowed in between.
 */
const FORMULA_START = /(?<=(?:^|[,;\t\r\n]) *)(?=[=+\-@\t\r])/g;

/** Text a customer typed, with an apostrophe before every place a formula could start (OWASP CSV injection). */
export const neutraliseFormulas = (text: string) => text.replace(FORMULA_START, "'");

/**
 * A CSV document with a header row, every cell quoted and its text neutralised: opened in a spreadsheet
 * that splits on `,`, on `;` (French Excel) or ignores the quotes, no cell runs text a customer typed.
 * Numbers come from the shop, never from a customer, and stay as they are.
 */
export function toCsv(header: string[], rows: Array<Array<string | number | null>>): string {
  const safe = (cell: string | number | null) =>
    cell === null ? '' : typeof cell === 'number' ? cell : neutraliseFormulas(cell);
  return stringify([header, ...rows.map((row) => row.map(safe))], { quoted: true, quoted_empty: true });
}
