import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { entitlementsOf, licencePublicKeySchema, revocationListResponseSchema } from '@shop/contracts';
import { verifyLicence, verifyRevocationList } from '../modules/licences/signing';

const USAGE = `Usage: npm run verify-licence -- <file.lic> [--key <public-key.pem> | --url <shop URL>] [--machine <Machine ID>] [--product <slug or build>] [--released <ISO date>] [--revocations <file>]

Checks a licence file offline against the shop's Ed25519 public key: the signature, the expiry and,
with --machine, that it was issued for that Machine ID; with --product, for that product; with --released
(a build's release date), that the licence's updates include that build. --product takes the product's
slug or the build id the licence names (one build may serve a Lite and a Premium product). Without --key, the key is fetched from
<url>/api/license/public-key (default: the shop running here, http://localhost:$PORT, port 3000 unless set). With --revocations, a saved answer of
GET /api/license/revocations (or its signed list alone) is checked with the same key, and a licence it
names is refused.`;

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

/**
 * Runs the command and returns its exit code: 0 valid, 1 invalid, 2 wrong usage. Without --key nor --url it
 * asks the shop running on this machine, at the `PORT` the shop reads too.
 */
export async function verifyLicenceCommand(
  argv: string[],
  output: Output,
  env: { PORT?: string } = process.env,
): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    output.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length !== 1) {
    output.err(USAGE);
    return values.help ? 0 : 2;
  }
  try {
    const licence = await readFile(positionals[0]!, 'utf8');
    const publicKey = values.key
      ? await readFile(values.key, 'utf8')
      : await fetchPublicKey(values.url ?? `http://localhost:${env.PORT || 3000}`);
    const claims = await verifyLicence(licence, publicKey);
    if (values.machine && values.machine.toLowerCase() !== claims.machineId.toLowerCase()) {
      throw new Error(`issued for machine ${claims.machineId}, not ${values.machine}`);
    }
    // The build an indicator checks (docs/licence-verification.md, "Entitlements"), or the product's slug.
    const { build } = entitlementsOf(claims);
    if (values.product && values.product !== claims.product && values.product !== build) {
      const named = build === claims.product ? '' : ` (build ${build})`;
      throw new Error(`issued for product ${claims.product}${named}, not ${values.product}`);
    }
    if (values.released && claims.updatesUntil && new Date(values.released) > new Date(claims.updatesUntil)) {
      throw new Error(`a build released after the updates it includes (until ${claims.updatesUntil})`);
    }
    if (values.revocations) {
      const { revoked, issuedAt } = await verifyRevocationList(
        signedList(await readFile(values.revocations, 'utf8')),
        publicKey,
      );
      if (revoked.includes(claims.licenceId)) throw new Error(`revoked (revocation list of ${issuedAt})`);
    }
    output.out(`VALID licence ${claims.licenceId}`);
    for (const [key, value] of Object.entries(claims)) output.out(`  ${key}: ${value ?? '—'}`);
    return 0;
  } catch (error) {
    output.err(`INVALID: ${(error as Error).message}`);
    return 1;
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      key: { type: 'string' },
      url: { type: 'string' },
      machine: { type: 'string' },
      product: { type: 'string' },
      released: { type: 'string' },
      revocations: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** The signed list out of a saved `GET /api/license/revocations` answer, or the list itself. */
function signedList(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('{') ? revocationListResponseSchema.parse(JSON.parse(trimmed)).list : trimmed;
}

async function fetchPublicKey(shopUrl: string): Promise<string> {
  const response = await fetch(new URL('/api/license/public-key', shopUrl));
  if (!response.ok) throw new Error(`public key not available at ${shopUrl} (HTTP ${response.status})`);
  return licencePublicKeySchema.parse(await response.json()).publicKeyPem;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const code = await verifyLicenceCommand(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
  process.exit(code);
}
