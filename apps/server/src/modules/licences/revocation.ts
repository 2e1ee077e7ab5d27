import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { licenceRequests } from '../../lib/db/schema';
import type { LicenceDeps } from './deps';

/** Every revoked licence id, oldest first (docs/licence-verification.md). */
async function revokedIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: licenceRequests.id })
    .from(licenceRequests)
    .where(eq(licenceRequests.status, 'revoked'))
    .orderBy(asc(licenceRequests.id));
  return rows.map((row) => row.id);
}

/**
 * The signed revocation list an indicator checks when online: the ids of revoked licences (a refund, an
 * admin unmarking an order), as a compact JWS signed with the licence key.
 */
export async function revocationList(
  deps: Pick<LicenceDeps, 'db' | 'signer'>,
): Promise<{ list: string; keyId: string }> {
  const revoked = await revokedIds(deps.db);
  const list = await deps.signer.signRevocations({ issuedAt: new Date().toISOString(), revoked });
  return { list, keyId: deps.signer.keyId };
}
