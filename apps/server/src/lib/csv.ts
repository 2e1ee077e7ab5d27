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
export type CsvRow = Array<string | number | null>;

const safeCell = (cell: string | number | null) =>
  cell === null ? '' : typeof cell === 'number' ? cell : neutraliseFormulas(cell);

const csvLines = (rows: CsvRow[]) =>
  stringify(
    rows.map((row) => row.map(safeCell)),
    { quoted: true, quoted_empty: true },
  );

export function toCsv(header: string[], rows: CsvRow[]): string {
  return csvLines([header, ...rows]);
}

/**
 * The same document, written batch by batch as the rows are read: an export of any size holds one batch in
 * memory at a time. `onRows` hears how many rows each batch held (an export's progress).
 */
export async function* csvChunks(
  header: string[],
  batches: AsyncIterable<CsvRow[]>,
  onRows?: (rows: number) => void,
): AsyncGenerator<string> {
  yield csvLines([header]);
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield csvLines(batch);
    onRows?.(batch.length);
  }
}
