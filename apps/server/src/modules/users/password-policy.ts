import { readFileSync } from 'node:fs';

/**
 * Passwords of the allowed length (12..128, checked by the contract) must also not be a well-known one
 * (OWASP ASVS 2.1.7). The list ships next to this file and is compared lower-cased.
 */
const commonPasswords: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith('#')),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
