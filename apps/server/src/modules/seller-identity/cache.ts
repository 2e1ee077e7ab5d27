import type { SellerIdentity } from '@shop/contracts';
import { CoalescedRead } from '../catalog';

/**
 * The stored identity kept in the process: pages, e-mails and documents read it on every use, it changes a
 * few times in the shop's life. Many uses run inside a transaction (an e-mail queued with its change), so a
 * use must never wait for a read that the transaction's own connection would have to serve:
 * - on PostgreSQL (`readsOnUse`) the copy is checked against the catalogue's version, which a save bumps
 *   (decision 6: shared reads, windows, the writer's commit-wait), and read again on the `lane`, a pool of its
 *   own: every instance serves the new identity as soon as it serves the new catalogue, and a page cached
 *   under a version never shows an identity older than it;
 * - on PGlite (one connection, one process) the copy is loaded at start and replaced by the save itself,
 *   before its commit (`replace`), so no use ever reads.
 * Invoices never use this copy: they read the row in their own transaction (`readSellerIdentity`).
 */
export class SellerIdentityCache {
  private copy: { identity: SellerIdentity; version: number } | undefined;
  private readonly reads: CoalescedRead<SellerIdentity>;

  constructor(
    read: () => Promise<SellerIdentity>,
    private readonly catalogueVersion: () => Promise<number>,
    private readonly readsOnUse: boolean,
  ) {
    this.reads = new CoalescedRead(read);
  }

  /** The first copy, read at start-up. */
  async load(): Promise<void> {
    const version = await this.catalogueVersion();
    this.copy = { identity: await this.reads.get(), version };
  }

  /** A save's identity, in the saving transaction (and the previous one again if it rolls back). */
  replace(identity: SellerIdentity): void {
    if (!this.readsOnUse) this.copy = { identity, version: this.copy?.version ?? 0 };
  }

  async current(): Promise<SellerIdentity> {
    if (!this.readsOnUse && this.copy) return this.copy.identity;
    const version = await this.catalogueVersion();
    if (this.copy && this.copy.version >= version) return this.copy.identity;
    // Read after the version: at worst newer than the version it is kept under, never older.
    const identity = await this.reads.get();
    if (!this.copy || version > this.copy.version) this.copy = { identity, version };
    return identity;
  }
}
