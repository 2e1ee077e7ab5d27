import { intlLocale } from '@shop/i18n/language';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from './index';
import {
  addMoney,
  CurrencyMismatchError,
  compareMoney,
  formatMoney,
  fromMajorUnits,
  money,
  subtractMoney,
  sumMoney,
  totalsByCurrency,
} from './money';
import { bareMoneyFields } from './money-fields';
import { moneySchema } from './money-schema';

describe('money arithmetic (docs/rules/currencies.md)', () => {
  it('adds and subtracts amounts of one currency in minor units', () => {
    expect(addMoney(money(4900, 'eur'), money(2000, 'eur'))).toEqual({ amount: 6900, currency: 'eur' });
    expect(subtractMoney(money(13900, 'usd'), money(6900, 'usd'))).toEqual({ amount: 7000, currency: 'usd' });
    expect(sumMoney([money(1, 'usd'), money(2, 'usd')], 'usd')).toEqual(money(3, 'usd'));
    expect(sumMoney([], 'eur')).toEqual(money(0, 'eur'));
  });

  it('refuses to add, subtract, sum or compare two currencies', () => {
    expect(() => addMoney(money(100, 'eur'), money(100, 'usd'))).toThrow(CurrencyMismatchError);
    expect(() => subtractMoney(money(100, 'usd'), money(1, 'eur'))).toThrow(CurrencyMismatchError);
    expect(() => sumMoney([money(100, 'usd')], 'eur')).toThrow(CurrencyMismatchError);
    expect(() => compareMoney(money(100, 'usd'), money(1, 'eur'))).toThrow(CurrencyMismatchError);
  });

  it('keeps each currency apart in a report', () => {
    const totals = totalsByCurrency([money(100, 'eur'), money(250, 'usd'), money(50, 'eur')]);
    expect(totals).toEqual([money(150, 'eur'), money(250, 'usd')]);
  });

  it('takes only whole minor units, and converts a typed decimal without float drift', () => {
    expect(() => money(12.5, 'eur')).toThrow(RangeError);
    expect(fromMajorUnits(0.29, 'eur')).toEqual(money(29, 'eur'));
    expect(fromMajorUnits(1234.57, 'usd')).toEqual(money(123457, 'usd'));
  });

  it('writes an amount in the reader’s language, with its own currency', () => {
    expect(formatMoney(money(1250, 'eur'), 'fr', { plainSpaces: true })).toBe('12,50 €');
    expect(formatMoney(money(1250, 'eur'), 'en')).toBe('€12.50');
    expect(formatMoney(money(4050, 'usd'), 'fr', { plainSpaces: true })).toBe('40,50 $US');
    expect(formatMoney(money(4050, 'usd'), 'en')).toBe('US$40.50');
  });

  it('writes every amount as Intl.NumberFormat of the language’s locale does, signs, groups and spaces included', () => {
    const amounts = [0, 1, 5, 99, 100, 1250, 99_999, 100_000, 123_456_789, -1, -1250, -100_000_000];
    for (let step = 0; step < 200; step++)
      amounts.push(Math.round((Math.random() - 0.3) * 10 ** (step % 12)));
    for (const language of ['fr', 'en'] as const)
      for (const currency of ['eur', 'usd'] as const) {
        const intl = new Intl.NumberFormat(intlLocale(language), {
          style: 'currency',
          currency: currency.toUpperCase(),
        });
        for (const amount of amounts)
          expect(formatMoney(money(amount, currency), language), `${language} ${currency} ${amount}`).toBe(
            intl.format(amount / 100),
          );
      }
  });

  it('has a wire schema that refuses a bare number, fractions and unknown currencies', () => {
    expect(moneySchema.safeParse({ amount: 4050, currency: 'usd' }).success).toBe(true);
    expect(moneySchema.safeParse(40.5).success).toBe(false);
    expect(moneySchema.safeParse({ amount: 40.5, currency: 'usd' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: 4050, currency: 'gbp' }).success).toBe(false);
  });
});

function bareFieldsOfAllContracts(): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (value && typeof value === 'object' && '_zod' in value)
      found.push(...bareMoneyFields(name, value as z.ZodType));
  }
  return found.sort();
}

describe('every amount in a contract carries its currency', () => {
  it('finds a bare price field, and passes a Money', async () => {
    const { z } = await import('zod');
    const bad = z.object({ lines: z.array(z.object({ unitPrice: z.number(), qty: z.number().int() })) });
    expect(bareMoneyFields('bad', bad)).toEqual(['bad.lines.unitPrice']);
    const good = z.object({ lines: z.array(z.object({ unitPrice: moneySchema, qty: z.number().int() })) });
    expect(bareMoneyFields('good', good)).toEqual([]);
  });

  it('finds no bare amount in any contract', () => {
    expect(bareFieldsOfAllContracts(), 'bare amounts: use moneySchema').toEqual([]);
  });
});
