import type { AdminTrial, Trial } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { products, trials, users } from '../../lib/db/schema';
import { trialGrant } from '../entitlements';
import { licensedProductColumns, trialFileName } from '../licences';

export type TrialRow = typeof trials.$inferSelect;

const selection = {
  trial: trials,
  product: { id: products.id, nameFr: products.nameFr, nameEn: products.nameEn, ...licensedProductColumns },
  user: { id: users.id, name: users.name, email: users.email },
};

/** Trials with their product and buyer, newest first, in one query. */
export function selectTrials(db: Executor, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = db
    .select(selection)
    .from(trials)
    .innerJoin(products, eq(products.id, trials.productId))
    .innerJoin(users, eq(users.id, trials.userId))
    .where(where)
    .orderBy(desc(trials.createdAt), desc(trials.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
export type TrialJoinedRow = Awaited<ReturnType<typeof selectTrials>>[number];

export const trialFileNameOf = (row: TrialJoinedRow) => trialFileName(row.product.slug, row.trial.machineId);

/** A trial as its buyer reads it; `active` is whether it grants at `now` (`liveTrial`). */
export function toTrialDto(row: TrialJoinedRow, language: Language, now: Date): Trial {
  const { trial, product } = row;
  const grant = trialGrant(trial, now);
  return {
    _id: trial.id,
    product: { _id: product.id, name: localized(product, 'name', language), slug: product.slug },
    machineId: trial.machineId,
    machineName: trial.machineName,
    startsAt: trial.startsAt.toISOString(),
    endsAt: trial.endsAt.toISOString(),
    convertedOrderId: trial.convertedOrderId,
    active: grant.live,
    state: grant.state,
  };
}

export const toAdminTrialDto = (row: TrialJoinedRow, language: Language, now: Date): AdminTrial => ({
  ...toTrialDto(row, language, now),
  user: { _id: row.user.id, name: row.user.name, email: row.user.email },
});
