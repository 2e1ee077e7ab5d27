import { money } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { parsePrice, quickActions, quickPriceCents, stageQuickAction, toBulkUpdates } from './priceRules';

describe('quickPriceCents (docs/rules/back-office.md)', () => {
  it('takes 10 % off and adds 5 %, to the cent', () => {
    expect(quickPriceCents('discount10', 4999)).toBe(4499);
    expect(quickPriceCents('discount10', 10000)).toBe(9000);
    expect(quickPriceCents('increase5', 4999)).toBe(5249);
    expect(quickPriceCents('increase5', 10000)).toBe(10500);
  });

  it('rounds to a whole euro only a price with cents', () => {
    expect(quickPriceCents('roundEuro', 4999)).toBe(5000);
    expect(quickPriceCents('roundEuro', 4949)).toBe(4900);
    expect(quickPriceCents('roundEuro', 4950)).toBe(5000);
    expect(quickPriceCents('roundEuro', 4900)).toBe(4900);
  });

  it('takes 20 % off', () => {
    expect(quickPriceCents('discount20', 12999)).toBe(10399);
    expect(quickPriceCents('discount20', 0)).toBe(0);
  });

  it('sets the 1.00 promo price', () => {
    expect(quickPriceCents('promo', 14900)).toBe(100);
  });

  it('premium is max(99, 70 % of the price)', () => {
    expect(quickPriceCents('premium', 10000)).toBe(9900);
    expect(quickPriceCents('premium', 20000)).toBe(14000);
    expect(quickPriceCents('premium', 14143)).toBe(9900);
    expect(quickPriceCents('premium', 14144)).toBe(9901);
  });

  it('standard is max(49, 50 % of the price)', () => {
    expect(quickPriceCents('standard', 5000)).toBe(4900);
    expect(quickPriceCents('standard', 19998)).toBe(9999);
    expect(quickPriceCents('standard', 0)).toBe(4900);
  });
});

describe('stageQuickAction', () => {
  const products = [
    { _id: 'a', price: money(4999, 'eur') },
    { _id: 'b', price: money(10000, 'eur') },
    { _id: 'c', price: money(2000, 'eur') },
  ];

  it('stages every product without a staged change, with the given reason', () => {
    expect(stageQuickAction('discount10', products, {}, 'Bulk update')).toEqual({
      a: { price: '44.99', reason: 'Bulk update' },
      b: { price: '90.00', reason: 'Bulk update' },
      c: { price: '18.00', reason: 'Bulk update' },
    });
  });

  it('leaves a product with a staged change as the admin set it', () => {
    const staged = { b: { price: '77.00', reason: 'Salon' } };
    expect(stageQuickAction('promo', products, staged, 'Mise à jour groupée')).toEqual({
      a: { price: '1.00', reason: 'Mise à jour groupée' },
      b: { price: '77.00', reason: 'Salon' },
      c: { price: '1.00', reason: 'Mise à jour groupée' },
    });
  });

  it('leaves free products alone, whatever the action', () => {
    const withFree = [...products, { _id: 'free', price: money(0, 'eur') }];
    for (const action of quickActions) {
      expect(stageQuickAction(action, withFree, {}, 'x')).not.toHaveProperty('free');
    }
  });

  it('keeps a price the admin staged by hand on a free product', () => {
    const staged = { free: { price: '5.00', reason: 'Lancement' } };
    expect(stageQuickAction('promo', [{ _id: 'free', price: money(0, 'eur') }], staged, 'x')).toEqual(staged);
  });

  it('does not stage a price the action leaves unchanged', () => {
    expect(stageQuickAction('roundEuro', products, {}, 'x')).toEqual({ a: { price: '50.00', reason: 'x' } });
  });
});

describe('parsePrice', () => {
  it('accepts non-negative amounts with up to two decimals, comma or dot', () => {
    expect(parsePrice('12')).toBe(12);
    expect(parsePrice(' 12,5 ')).toBe(12.5);
    expect(parsePrice('0.99')).toBe(0.99);
    expect(parsePrice('0')).toBe(0);
  });

  it('refuses negative, empty, three decimals and text', () => {
    for (const text of ['-1', '', '1.999', 'abc', '1e3', '.5']) expect(parsePrice(text)).toBeNull();
  });
});

describe('toBulkUpdates', () => {
  it('turns staged prices into the request, blank reasons getting the default one', () => {
    expect(
      toBulkUpdates(
        { a: { price: '10,50', reason: '' }, b: { price: '3', reason: 'Promo' } },
        'Mise à jour groupée',
      ),
    ).toEqual({
      updates: [
        { productId: 'a', price: money(1050, 'eur'), reason: 'Mise à jour groupée' },
        { productId: 'b', price: money(300, 'eur'), reason: 'Promo' },
      ],
    });
  });

  it('names the first line with an invalid price', () => {
    expect(toBulkUpdates({ a: { price: '1', reason: '' }, b: { price: '-2', reason: '' } }, 'x')).toEqual({
      invalid: 'b',
    });
  });
});
