import { randomBytes } from 'node:crypto';
import type { AdminAffiliateInvitation, AffiliateApplication, AffiliateTerms } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../lib/db/client';
import { isUniqueViolation } from '../../lib/db/errors';
import { affiliates, users } from '../../lib/db/schema';
import { AppError, notFound } from '../../lib/errors';
import { couponIdByCode } from '../coupons';

export type AffiliateRow = typeof affiliates.$inferSelect;
/** Writes a back-office change's audit entry in its transaction: the partner before (none for a new one) and after. */
export type AffiliateAudit = (
  tx: Transaction,
  before: AffiliateRow | null,
  after: AffiliateRow,
) => Promise<void>;

/** A code the shop makes up when the partner wished none: 8 letters and digits, easy to read aloud. */
const madeUpCode = () =>
  randomBytes(8)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .padEnd(8, 'X')
    .slice(0, 8);

/** Runs a partner write, answering 409 with `code` when a unique column (the code, the account, the coupon) clashes. */
async function unique<T>(write: () => Promise<T>, clash: (error: unknown) => AppError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw clash(error);
    throw error;
  }
}

/** The unique constraint a write broke, from the database's own error (pg and PGlite name it; Drizzle wraps it). */
function brokenConstraint(error: unknown): string {
  for (let current = error; current && typeof current === 'object'; ) {
    const { code, constraint, message } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (code === '23505') return String(constraint ?? message ?? '');
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}

const clashOf = (error: unknown) => {
  const constraint = brokenConstraint(error);
  if (constraint.includes('user_id')) return new AppError(409, 'affiliates.alreadyApplied');
  if (constraint.includes('coupon_id')) return new AppError(409, 'affiliates.couponTaken');
  return new AppError(409, 'affiliates.codeTaken');
};

const termColumns = (terms: AffiliateTerms) => ({
  percent: terms.percent,
  scope: terms.scope,
  renewalMonths: terms.renewalMonths,
});

/** A signed-in account applies (docs/rules/affiliates.md); 409 when it already has an application or a partnership. */
export async function applyAsPartner(db: Database, userId: string, body: AffiliateApplication) {
  return unique(async () => {
    const [row] = await db
      .insert(affiliates)
      .values({
        userId,
        code: body.code ?? madeUpCode(),
        status: 'applied',
        origin: 'application',
        website: body.website,
        message: body.message,
      })
      .returning();
    return row!;
  }, clashOf);
}

/** The owner makes an existing account a partner at once, approved with its terms. */
export async function invitePartner(db: Database, body: AdminAffiliateInvitation, audit: AffiliateAudit) {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${body.email.toLowerCase()}`)
    .limit(1);
  if (!account) throw notFound('affiliates.accountNotFound');
  return unique(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(affiliates)
          .values({
            userId: account.id,
            code: body.code ?? madeUpCode(),
            status: 'approved',
            origin: 'invitation',
            ...termColumns(body.terms),
            decidedAt: new Date(),
          })
          .returning();
        await audit(tx, null, row!);
        return row!;
      }),
    (error) =>
      clashOf(error).code === 'affiliates.alreadyApplied'
        ? new AppError(409, 'affiliates.alreadyPartner')
        : clashOf(error),
  );
}

/** One partner under its row lock, or 404. */
async function lockPartner(tx: Executor, id: string): Promise<AffiliateRow> {
  const [row] = await tx.select().from(affiliates).where(eq(affiliates.id, id)).for('update');
  if (!row) throw notFound('affiliates.notFound');
  return row;
}

/**
 * A back-office decision on one partner, under its row lock: `change` refuses (409) or returns the columns
 * to set; the change and its audit entry are one transaction.
 */
export type PartnerChange = (
  current: AffiliateRow,
  tx: Executor,
) => Promise<Partial<AffiliateRow>> | Partial<AffiliateRow>;

export function changePartner(
  db: Database,
  id: string,
  change: PartnerChange,
  audit: AffiliateAudit,
): Promise<AffiliateRow> {
  return unique(
    () =>
      db.transaction(async (tx) => {
        const current = await lockPartner(tx, id);
        const [updated] = await tx
          .update(affiliates)
          .set(await change(current, tx))
          .where(eq(affiliates.id, id))
          .returning();
        await audit(tx, current, updated!);
        return updated!;
      }),
    clashOf,
  );
}

/** Approving an application sets its terms. */
export const approval = (terms: AffiliateTerms) => (current: AffiliateRow) => {
  if (current.status !== 'applied') throw new AppError(409, 'affiliates.notPending');
  return { status: 'approved' as const, ...termColumns(terms), decidedAt: new Date() };
};

/** Rejecting an application, or ending an approved partnership: its past commissions stay, no new referral. */
export const rejection = (reason: string | null) => (current: AffiliateRow) => {
  if (current.status === 'rejected') throw new AppError(409, 'affiliates.notPending');
  return { status: 'rejected' as const, rejectReason: reason, decidedAt: new Date() };
};

/** New terms for an approved partner: referrals made from now on take them. */
export const newTerms = (terms: AffiliateTerms) => (current: AffiliateRow) => {
  if (current.status !== 'approved') throw new AppError(409, 'affiliates.notApproved');
  return termColumns(terms);
};

/** Ties a coupon (by its code, through the coupons module) to the partner, or unties it with null. */
export const tiedCoupon = (couponCode: string | null) => async (_current: AffiliateRow, tx: Executor) => {
  if (couponCode === null) return { couponId: null };
  const couponId = await couponIdByCode(tx, couponCode);
  if (!couponId) throw notFound('affiliates.couponNotFound');
  return { couponId };
};
