import {
  checkMachineIdName,
  type LicenceFileResponse,
  type Trial,
  type TrialStartBody,
} from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Executor } from '../../lib/db/client';
import { isUniqueViolation } from '../../lib/db/errors';
import { orderItems, orders, products, trials, users } from '../../lib/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { trialGrant } from '../entitlements';
import type { TrialDeps } from './deps';
import { selectTrials, toTrialDto, trialFileNameOf } from './queries';
import { storeTrialFile, trialFileKey } from './signing';

const DAY_MS = 86_400_000;
const TRIAL_LINK_TTL_SECONDS = 5 * 60;

/** Which of the two one-trial rules (docs/rules/trials.md) a new trial of `productId` would break, if any. */
async function usedRule(db: Executor, userId: string, productId: string, machineId: string) {
  const [mine] = await db
    .select({ id: trials.id })
    .from(trials)
    .where(and(eq(trials.userId, userId), eq(trials.productId, productId)));
  if (mine) return 'trial.alreadyUsed' as const;
  const [machine] = await db
    .select({ id: trials.id })
    .from(trials)
    .where(
      and(eq(trials.productId, productId), sql`lower(${trials.machineId}) = ${machineId.toLowerCase()}`),
    );
  return machine ? ('trial.machineUsed' as const) : undefined;
}

/**
 * POST /api/trials: a product on sale that offers a trial, not owned by the caller, whose trial neither the
 * caller nor the machine (any letter case, any account) has had; no card. Signs the trial's licence file
 * (kind `trial`, no order, expiring at the end) and stores it with the trial, in one transaction.
 */
export async function startTrial(
  deps: Pick<TrialDeps, 'db' | 'clock' | 'signer' | 'storage' | 'events'>,
  userId: string,
  body: TrialStartBody,
  language: Language,
): Promise<Trial> {
  const check = checkMachineIdName(body.machineIdName);
  if (!check.valid) throw badRequest(`license.validation.${check.issue}`);
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [product] = await tx
        .select()
        .from(products)
        .where(and(eq(products.id, body.productId), eq(products.published, true)));
      if (!product) throw notFound('productNotFound');
      if (!product.trialDays) throw conflict('trial.notOffered');
      const [owned] = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.userId, userId), eq(orders.isPaid, true), eq(orderItems.productId, product.id)))
        .limit(1);
      if (owned) throw conflict('trial.alreadyOwned');
      const refused = await usedRule(tx, userId, product.id, check.machineId);
      if (refused) throw conflict(refused);
      const [buyer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
      const startsAt = deps.clock();
      const endsAt = new Date(startsAt.getTime() + product.trialDays * DAY_MS);
      const trialId = uuidv7();
      await tx.insert(trials).values({
        id: trialId,
        userId,
        productId: product.id,
        machineId: check.machineId,
        machineName: check.name,
        startsAt,
        endsAt,
        licenceFileKey: trialFileKey(trialId),
      });
      // Signed once the row passed the unique indexes, last in the transaction: a failed store rolls it back.
      await storeTrialFile(
        deps,
        {
          id: trialId,
          product,
          machineId: check.machineId,
          email: buyer?.email ?? '',
          endsAt,
        },
        startsAt,
      );
      await deps.events.record(tx, {
        type: 'trial.started',
        data: {
          trialId,
          productId: product.id,
          customer: { userId, email: buyer?.email ?? '' },
          endsAt: endsAt.toISOString(),
        },
      });
      return trialId;
    });
    const [row] = await selectTrials(deps.db, eq(trials.id, id));
    return toTrialDto(row!, language, deps.clock());
  } catch (error) {
    // Two requests racing past the checks: the unique indexes refuse the second; say which rule it broke.
    if (!isUniqueViolation(error)) throw error;
    throw conflict((await usedRule(deps.db, userId, body.productId, check.machineId)) ?? 'trial.alreadyUsed');
  }
}

/** GET /api/trials: the caller's trials, newest first. */
export async function listMyTrials(
  deps: Pick<TrialDeps, 'db' | 'clock'>,
  userId: string,
  language: Language,
): Promise<Trial[]> {
  const rows = await selectTrials(deps.db, eq(trials.userId, userId));
  const now = deps.clock();
  return rows.map((row) => toTrialDto(row, language, now));
}

/**
 * GET /api/trials/:id/file: a 5-minute signed link, usable only with the owner's bearer, to the trial's
 * licence file, for its owner only (404 else), while the trial grants it (`liveTrial`, docs/rules/entitlements.md; `403 trial.ended` after its end).
 */
export async function trialFileLink(
  deps: Pick<TrialDeps, 'db' | 'clock' | 'signedUrls'>,
  userId: string,
  id: string,
): Promise<LicenceFileResponse> {
  const [row] = await selectTrials(deps.db, and(eq(trials.id, id), eq(trials.userId, userId)));
  if (!row) throw notFound('trial.notFound');
  if (!trialGrant(row.trial, deps.clock()).live) throw forbidden('trial.ended');
  const fileName = trialFileNameOf(row);
  return {
    // Bound to the owner (as zip links are): the file carries their e-mail and obtains fresh files.
    licenseUrl: deps.signedUrls.createSignedUrl(
      row.trial.licenceFileKey,
      TRIAL_LINK_TTL_SECONDS,
      fileName,
      userId,
    ),
    fileName,
  };
}
