export function isRegistrationFile(path: string): boolean;
export function fastifyParams(path: string, text: string): string[];
export function scan(root: string, dir?: string): string[];
export { compare } from './baseline.mjs';
