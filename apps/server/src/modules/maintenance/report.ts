import type { Language } from '@shop/i18n';
import { type KeysUnder, translator } from '../../lib/i18n';

type ReportKey = KeysUnder<'reports:maintenance.'>;

/** A task prints at most this many rows of a list; the rest is summed up in one line. */
export const MAX_LISTED_ROWS = 50;

/**
 * What a maintenance task prints, as a console script would: stdout for the report, stderr for what went
 * wrong. Lines are translated (`reports:maintenance.*`) into the caller's language.
 */
export class TaskReport {
  private readonly out: string[] = [];
  private readonly err: string[] = [];

  constructor(readonly language: Language) {}

  /** The translated text of `reports:maintenance.<key>`. */
  text(key: ReportKey, params: Record<string, unknown> = {}): string {
    return translator(this.language, 'reports:maintenance.')(key, params);
  }

  line(key: ReportKey, params: Record<string, unknown> = {}): void {
    this.out.push(this.text(key, params));
  }

  /** An untranslated line (figures, a table row, a file name). */
  raw(text: string): void {
    this.out.push(text);
  }

  /** A section title with an underline, after a blank line. */
  heading(key: ReportKey, params: Record<string, unknown> = {}): void {
    const title = this.text(key, params);
    if (this.out.length > 0) this.out.push('');
    this.out.push(title, '-'.repeat(title.length));
  }

  error(key: ReportKey, params: Record<string, unknown> = {}): void {
    this.err.push(this.text(key, params));
  }

  /**
   * Rows as aligned columns under a header; at most MAX_LISTED_ROWS of them, then one line saying how many
   * more `total` holds. An empty list prints the `empty` line instead.
   */
  table(header: string[], rows: Array<Array<string | number>>, total = rows.length): void {
    if (rows.length === 0) {
      this.line('none');
      return;
    }
    const shown = rows.slice(0, MAX_LISTED_ROWS).map((row) => row.map(String));
    const widths = header.map((title, column) =>
      Math.max(title.length, ...shown.map((row) => row[column]?.length ?? 0)),
    );
    const format = (cells: string[]) =>
      cells
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd();
    this.out.push(format(header), format(widths.map((width) => '-'.repeat(width))));
    for (const row of shown) this.out.push(format(row));
    if (total > shown.length) this.line('more', { count: total - shown.length });
  }

  get stdout(): string {
    return this.out.join('\n');
  }

  get stderr(): string {
    return this.err.join('\n');
  }
}
