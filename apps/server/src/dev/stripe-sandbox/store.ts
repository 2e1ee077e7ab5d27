import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { sandboxCheckoutSessions } from '../../lib/db/schema';
import type { SandboxSession } from './session';

type Row = typeof sandboxCheckoutSessions.$inferSelect;
type Details = Omit<
  SandboxSession,
  'id' | 'status' | 'paymentStatus' | 'paymentIntent' | 'created' | 'expiresAt'
>;

const toSession = (row: Row): SandboxSession => ({
  ...(row.details as Details),
  id: row.id,
  status: row.status,
  paymentStatus: row.paymentStatus,
  paymentIntent: row.paymentIntent,
  created: Math.floor(row.createdAt.getTime() / 1000),
  expiresAt: Math.floor(row.expiresAt.getTime() / 1000),
});

const isOpen = (id: string) =>
  and(eq(sandboxCheckoutSessions.id, id), eq(sandboxCheckoutSessions.status, 'open'));

/**
 * The sandbox's sessions in the database, shared by every instance. Each change of state is one
 * conditional update (`where status = 'open'`), so two instances racing on a session change it once.
 */
export class SandboxSessionStore {
  constructor(private readonly db: Database) {}

  async insert(session: SandboxSession): Promise<void> {
    const { id, status, paymentStatus, paymentIntent, created, expiresAt, ...details } = session;
    await this.db.insert(sandboxCheckoutSessions).values({
      id,
      status,
      paymentStatus,
      paymentIntent,
      details,
      createdAt: new Date(created * 1000),
      expiresAt: new Date(expiresAt * 1000),
    });
  }

  /**
   * The session, expired on the way if its time has passed while open (as Stripe's expire after 24 h);
   * `expiredNow` tells the caller to announce it with a `checkout.session.expired` event.
   */
  async find(id: string): Promise<{ session: SandboxSession; expiredNow: boolean } | undefined> {
    const [expired] = await this.db
      .update(sandboxCheckoutSessions)
      .set({ status: 'expired' })
      .where(and(isOpen(id), lte(sandboxCheckoutSessions.expiresAt, sql`now()`)))
      .returning();
    if (expired) return { session: toSession(expired), expiredNow: true };
    const [row] = await this.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, id));
    return row ? { session: toSession(row), expiredNow: false } : undefined;
  }

  /** Marks an open, unexpired session paid; undefined when another request got there first. */
  async complete(id: string, paymentIntent: string | null): Promise<SandboxSession | undefined> {
    const [row] = await this.db
      .update(sandboxCheckoutSessions)
      .set({ status: 'complete', paymentStatus: 'paid', paymentIntent })
      .where(and(isOpen(id), gt(sandboxCheckoutSessions.expiresAt, sql`now()`)))
      .returning();
    return row && toSession(row);
  }

  /** Adds to a paid session's details what its payment created (a subscription and its customer, the card's fingerprint). */
  async attach(
    id: string,
    extra: Pick<Details, 'subscription' | 'customer' | 'cardFingerprint'>,
  ): Promise<SandboxSession> {
    const [row] = await this.db
      .update(sandboxCheckoutSessions)
      .set({ details: sql`${sandboxCheckoutSessions.details} || ${JSON.stringify(extra)}::jsonb` })
      .where(eq(sandboxCheckoutSessions.id, id))
      .returning();
    return toSession(row!);
  }

  /** Expires an open session; undefined when it was not open. */
  async expire(id: string): Promise<SandboxSession | undefined> {
    const [row] = await this.db
      .update(sandboxCheckoutSessions)
      .set({ status: 'expired' })
      .where(isOpen(id))
      .returning();
    return row && toSession(row);
  }
}
