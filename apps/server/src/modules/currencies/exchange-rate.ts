import type { ExchangeRate } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { exchangeRate } from '../../lib/db/schema';
import { AppError } from '../../lib/errors';
import { RATE_SCALE } from '../../lib/money';

/** The admin-set rate, euros per dollar (docs/rules/currencies.md); undefined until one is set. */
export async function readExchangeRate(db: Executor): Promise<ExchangeRate | undefined> {
  const [row] = await db.select().from(exchangeRate).where(eq(exchangeRate.id, 1));
  return row ? { eurPerUsd: row.eurPerUsdMicros / RATE_SCALE, rateDate: row.rateDate } : undefined;
}

/** Saves the rate (one row); returns the one it replaced, for the audit log. */
export async function writeExchangeRate(
  tx: Executor,
  rate: ExchangeRate,
  adminId: string,
): Promise<ExchangeRate | undefined> {
  const before = await readExchangeRate(tx);
  const values = {
    eurPerUsdMicros: Math.round(rate.eurPerUsd * RATE_SCALE),
    rateDate: rate.rateDate,
    updatedBy: adminId,
    updatedAt: new Date(),
  };
  await tx
    .insert(exchangeRate)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: exchangeRate.id, set: values });
  return before;
}

/**
 * A dollar checkout needs the rate its invoice will state the VAT in euros at (French rule): until an admin
 * sets one, selling in dollars is refused (409 `currency.rateMissing`).
 */
export async function requireExchangeRate(db: Executor): Promise<void> {
  if (!(await readExchangeRate(db))) throw new AppError(409, 'currency.rateMissing');
}
