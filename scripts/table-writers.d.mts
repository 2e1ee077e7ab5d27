export interface OwnedTable {
  schemaName: string;
  sqlName: string;
  owner: string;
}
export interface TableWrite {
  table: string;
  path: string;
  line: number;
}
export const tableOwners: OwnedTable[];
export function tableWrites(path: string, text: string): TableWrite[];
export function moduleOf(path: string): string | null;
export function strayWrites(found: TableWrite[]): TableWrite[];
export function scan(root: string, dir?: string): TableWrite[];
