import { z } from 'zod';
import { currencySchema } from './currency';
import type { Currency } from './currency-choice';

/** An amount with its currency on the wire (money.ts): whole minor units, never a bare number. */
export const moneySchema = z.object({ amount: z.number().int(), currency: currencySchema });

/**
 * A Money that must be in one currency: a product's euro price is never read as its dollar twin. `issue`, when
 * given, is the errors key a Money in the other currency answers with.
 */
export const moneyInSchema = (currency: Currency, issue?: string) =>
  moneySchema.extend({ currency: currencySchema.refine((value) => value === currency, { error: issue }) });
