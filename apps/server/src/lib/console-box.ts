/**
 * A framed block for the console, for the rare message an operator must not miss among the JSON log
 * lines (a generated password, shown once). Plain text lines, padded to the widest one.
 */
export function framedBlock(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const border = '═'.repeat(width + 4);
  return [`╔${border}╗`, ...lines.map((line) => `║  ${line.padEnd(width)}  ║`), `╚${border}╝`].join('\n');
}
