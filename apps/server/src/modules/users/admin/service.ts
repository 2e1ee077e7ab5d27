import {
  type AdminUser,
  type AdminUserList,
  type AdminUserListQuery,
  type AdminUserUpdate,
  billingBodySchema,
  billingOf,
  hasBilling,
} from '@shop/contracts';
import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../lib/db/client';
import { users } from '../../../lib/db/schema';
import { containsPattern } from '../../../lib/db/search';
import { AppError, conflict, notFound } from '../../../lib/errors';
import { countUpTo, exactTotal, paginationOf } from '../../../lib/pagination';
import { type AuditActor, recordAudit } from '../../audit';
import { readListPage, statsTotals } from '../../stats';
import { announcePromotion, type PromotionNotice } from './promotion';

type UserRow = typeof users.$inferSelect;

export const toAdminUser = (row: UserRow): AdminUser => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  isAdmin: row.isAdmin,
  createdAt: row.createdAt.toISOString(),
  billingName: row.billingName,
  billingAddress: row.billingAddress,
  billingZip: row.billingZip,
  billingCity: row.billingCity,
  billingCountry: row.billingCountry,
  billingVAT: row.billingVat,
  billingCompany: row.billingCompany,
});

/** Name or e-mail containing the text (trigram indexes on lower(name) and email). */
export function userSearchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search.toLowerCase());
  return or(sql`lower(${users.name}) LIKE ${pattern}`, ilike(users.email, pattern));
}

/** Users newest first, 20 a page, searched by name or e-mail; a deep page seeks its day in the summary. */
export async function listUsers(db: Executor, query: AdminUserListQuery): Promise<AdminUserList> {
  const where = userSearchCondition(query.search);
  const total = where ? await countUpTo(db, users, where) : exactTotal((await statsTotals(db)).newUsers);
  const seek = where ? undefined : { counter: 'new_users' as const, createdAt: users.createdAt };
  const rows = await readListPage(db, query, total, seek, (page) =>
    db
      .select()
      .from(users)
      .where(page.where ?? where)
      .orderBy(
        ...(page.reversed ? [asc(users.createdAt), asc(users.id)] : [desc(users.createdAt), desc(users.id)]),
      )
      .limit(page.limit)
      .offset(page.offset),
  );
  return { users: rows.map(toAdminUser), pagination: paginationOf(query, total) };
}

/**
 * Edits a user as an admin. An admin cannot remove their own admin flag, and the last admin cannot be
 * demoted (the admins are locked while counting, so two admins demoting each other cannot both succeed).
 * A new e-mail revokes the user's tokens, as the customer's own e-mail change does. A promotion is
 * announced (promotion.ts).
 */
export async function updateUser(
  db: Database,
  actor: AuditActor,
  id: string,
  body: AdminUserUpdate,
  notice: PromotionNotice,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    // A demotion locks every admin row, in id order, before the edited row: two admins demoting each
    // other then queue behind one another instead of deadlocking, and the second sees one admin left.
    const admins = body.isAdmin
      ? []
      : await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.isAdmin, true))
          .orderBy(users.id)
          .for('update');
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) throw notFound('admin.userNotFound');
    if (before.isAdmin && !body.isAdmin) {
      if (before.id === actor.id) throw new AppError(400, 'admin.cannotDemoteSelf');
      if (admins.length <= 1) throw conflict('admin.lastAdmin');
    }
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${body.email}`, ne(users.id, id)));
    if (taken) throw conflict('account.emailTaken');

    const billing = hasBilling(body) ? billingBodySchema.parse(billingOf(body)) : undefined;
    const [after] = await tx
      .update(users)
      .set({
        name: body.name,
        email: body.email,
        isAdmin: body.isAdmin,
        billingName: billing?.billingName ?? null,
        billingAddress: billing?.billingAddress ?? null,
        billingZip: billing?.billingZip ?? null,
        billingCity: billing?.billingCity ?? null,
        billingCountry: billing?.billingCountry ?? null,
        billingVat: billing?.billingVAT || null,
        billingCompany: billing?.billingCompany || null,
        tokenVersion: body.email === before.email ? before.tokenVersion : before.tokenVersion + 1,
      })
      .where(eq(users.id, id))
      .returning();
    await recordAudit(tx, [
      {
        actor,
        action: 'user.update',
        target: `user:${id}`,
        before: toAdminUser(before),
        after: toAdminUser(after!),
      },
    ]);
    if (!before.isAdmin && after!.isAdmin) await announcePromotion(tx, actor, after!, notice);
    return toAdminUser(after!);
  });
}
