import { stringify } from 'csv-stringify/sync';

/**
 * A CSV document with a header row. Cells starting like a spreadsheet formula (= + - @, tab, CR) get a
 * leading apostrophe, so opening an export in a spreadsheet never runs text a customer typed (OWASP CSV
 * injection).
 */
export function toCsv(header: string[], rows: Array<Array<string | number | null>>): string {
  const safe = (cell: string | number | null) => {
    const text = cell === null ? '' : String(cell);
    return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  };
  return stringify([header, ...rows.map((row) => row.map(safe))]);
}
