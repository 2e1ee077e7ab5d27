export function compare(found: string[], baseline: string[]): { added: string[]; gone: string[] };
export function checkAgainstBaseline(check: {
  found: string[];
  baselineFile: string;
  added: string;
  gone: string;
  counted: string;
}): number;
