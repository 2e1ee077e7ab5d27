import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP password storage cheat sheet: argon2id, 19 MiB, 2 iterations, parallelism 1. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash so that an unknown e-mail costs the same time as a wrong password
 * (no account enumeration through timing).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-constant-time');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** A random 24-character password (144 bits) for accounts created or reset by the operator. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
