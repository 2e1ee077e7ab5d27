import type { SellerIdentity } from '@shop/contracts';
import { CoalescedRead } from '../catalog';

/**
 * The stored identity kept in the process: pages, e-mails and documents read it on every use, it changes a
 * few times in the shop's life. A save bumps the catalogue's version (decision 6), so this copy is checked
 * against that version as the catalogue cache sees it (shared reads, PGlite notices, PostgreSQL windows and
 * the writer's commit-wait): every instance serves the new identity as soon as it serves the new catalogue,
 * and a server-rendered page cached under a version never shows an identity older than it. Invoices never use
 * this copy: they read the row in their own transaction (`readSellerIdentity`).
 */
export class SellerIdentityCache {
  private copy: { identity: SellerIdentity; version: number } | undefined;
  private readonly reads: CoalescedRead<SellerIdentity>;

  constructor(
    read: () => Promise<SellerIdentity>,
    private readonly catalogueVersion: () => Promise<number>,
  ) {
    this.reads = new CoalescedRead(read);
  }

  async current(): Promise<SellerIdentity> {
    const version = await this.catalogueVersion();
    if (this.copy && this.copy.version >= version) return this.copy.identity;
    // Read after the version: at worst newer than the version it is kept under, never older.
    const identity = await this.reads.get();
    if (!this.copy || version > this.copy.version) this.copy = { identity, version };
    return identity;
  }
}
