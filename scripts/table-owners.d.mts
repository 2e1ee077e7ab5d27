export interface SchemaTable {
  variable: string;
  table: string;
}
export function tablesOf(path: string, text: string): SchemaTable[];
export function declaredOwners(markdown: string): Map<string, string>;
export function placeOf(path: string): string;
export function tablesWritten(path: string, text: string, tables: SchemaTable[]): string[];
export function scan(root: string): { problems: string[]; found: string[] };
