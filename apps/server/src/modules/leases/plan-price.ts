import type { Currency, LeasePlan } from '@shop/contracts';
import type { products } from '../../lib/db/schema';

type PlanPrices = Pick<
  typeof products.$inferSelect,
  'monthlyPriceCents' | 'yearlyPriceCents' | 'usdMonthlyPriceCents' | 'usdYearlyPriceCents'
>;

const columns = {
  eur: { monthly: 'monthlyPriceCents', yearly: 'yearlyPriceCents' },
  usd: { monthly: 'usdMonthlyPriceCents', yearly: 'usdYearlyPriceCents' },
} as const;

/**
 * A lease plan's price in the currency, in its cents (docs/rules/currencies.md): null when the plan is not
 * leased in it. A plan is offered by its euro price; its dollar twin counts only beside it, so a dollar price
 * left on a plan the admin took off sells nothing.
 */
export function planPriceCents(product: PlanPrices, plan: LeasePlan, currency: Currency): number | null {
  if (product[columns.eur[plan]] === null) return null;
  return product[columns[currency][plan]];
}
