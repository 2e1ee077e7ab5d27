import type { LicencePayload } from '@shop/contracts';
import type { LicenceSigner } from '../../src/modules/licences/signing';

/** One row of the table both verifiers read: the C# client (clients/ninjascript) and `npm run verify-licence`. */
export interface LicenceCase {
  name: string;
  /** The client's status code; the CLI's verdict must match it. */
  expected: string;
  product: string;
  machine: string;
  released: string;
  file: string;
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export const claimsOf = (file: string): LicencePayload =>
  JSON.parse(Buffer.from(file.split('.')[1]!, 'base64url').toString('utf8'));

/** The file with one byte of one decoded part (0 header, 1 payload, 2 signature) changed at `at`. */
export function flipByte(file: string, part: number, at: number): string {
  const parts = file.split('.');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[at] = bytes[at]! ^ 0x01;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

/** The file with its header's alg replaced, the payload and signature kept. */
export function withAlg(file: string, alg: string): string {
  const [header, ...rest] = file.split('.');
  const decoded = JSON.parse(Buffer.from(header!, 'base64url').toString('utf8'));
  return [Buffer.from(JSON.stringify({ ...decoded, alg })).toString('base64url'), ...rest].join('.');
}

/**
 * The offline cases around one genuine file the shop issued: each way a file may fail, signed by the shop
 * itself (`shop`) unless the case is a foreign key's.
 */
export async function offlineCases(
  file: string,
  shop: LicenceSigner,
  otherKey: LicenceSigner,
): Promise<LicenceCase[]> {
  const claims = claimsOf(file);
  const now = Date.now();
  const base = { product: claims.product, machine: claims.machineId, released: iso(now - 30 * DAY), file };
  const header = Buffer.from(file.split('.')[0]!, 'base64url').toString('utf8');
  const payload = Buffer.from(file.split('.')[1]!, 'base64url').toString('utf8');
  // Bytes inside a JSON string (the kid, the e-mail): the parts still parse, only the signature can tell.
  const inKid = header.indexOf('"kid":"') + 8;
  const inEmail = payload.indexOf('"email":"') + 10;
  const updatesEnded = await shop.sign({ ...claims, updatesUntil: iso(now - 60 * DAY) });
  return [
    { ...base, name: 'valid', expected: 'valid' },
    { ...base, name: 'machine id in lower case', expected: 'valid', machine: claims.machineId.toLowerCase() },
    { ...base, name: 'wrong product', expected: 'wrongProduct', product: `${claims.product}-pro` },
    { ...base, name: 'wrong machine', expected: 'wrongMachine', machine: 'F'.repeat(32) },
    {
      ...base,
      name: 'expired',
      expected: 'expired',
      file: await shop.sign({ ...claims, issuedAt: iso(now - 40 * DAY), expiresAt: iso(now - 10 * DAY) }),
    },
    { ...base, name: 'other key', expected: 'badSignature', file: await otherKey.sign(claims) },
    { ...base, name: 'flipped header byte', expected: 'badSignature', file: flipByte(file, 0, inKid) },
    { ...base, name: 'flipped payload byte', expected: 'badSignature', file: flipByte(file, 1, inEmail) },
    { ...base, name: 'flipped signature byte', expected: 'badSignature', file: flipByte(file, 2, 10) },
    { ...base, name: 'alg changed to HS256', expected: 'malformed', file: withAlg(file, 'HS256') },
    { ...base, name: 'alg none', expected: 'malformed', file: withAlg(file, 'none') },
    { ...base, name: 'build released after its updates', expected: 'updateNotIncluded', file: updatesEnded },
    {
      ...base,
      name: 'build released before its updates ended',
      expected: 'valid',
      file: updatesEnded,
      released: iso(now - 90 * DAY),
    },
  ];
}

/** The CLI's verdict, named as the client names its statuses (its messages say which check failed). */
export function cliVerdict(code: number, text: string): string {
  if (code === 0) return 'valid';
  const verdicts: [RegExp, string][] = [
    [/expired/, 'expired'],
    [/issued for machine/, 'wrongMachine'],
    [/issued for product/, 'wrongProduct'],
    [/released after the updates/, 'updateNotIncluded'],
    [/signature verification failed/, 'badSignature'],
    [/not a licence file|"alg"/, 'malformed'],
  ];
  return verdicts.find(([pattern]) => pattern.test(text))?.[1] ?? `unrecognised: ${text}`;
}
