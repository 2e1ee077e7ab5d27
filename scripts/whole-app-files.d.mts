export const APP_STARTERS: string[];
export const BASELINE_FILE: string;
export function valueImports(path: string, text: string): Map<string, string>;
export function wholeAppFiles(files: Map<string, string>): string[];
export function serverFiles(root: string): Map<string, string>;
