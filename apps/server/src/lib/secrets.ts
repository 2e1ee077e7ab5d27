import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Returns the secret from the environment when given, else the one generated into the data directory on
 * first start (mode 600), so a fresh clone runs without configuration and never commits a secret.
 */
export function loadOrCreateSecret(
  dataDir: string,
  name: string,
  fromEnv: string | undefined,
  bytes = 48,
): string {
  return loadOrCreateGeneratedSecret(dataDir, name, fromEnv, () => randomBytes(bytes).toString('base64url'));
}

/** The same convention for a secret with its own format (e.g. a PEM key pair), made by `generate`. */
export function loadOrCreateGeneratedSecret(
  dataDir: string,
  name: string,
  fromEnv: string | undefined,
  generate: () => string,
): string {
  if (fromEnv) return fromEnv;
  const dir = join(dataDir, 'secrets');
  const file = join(dir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const secret = generate();
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
