import { describe, expect, it } from 'vitest';
import { initialValues, type ProductFormValues, validateProductForm } from './productForm';

const filled = (): ProductFormValues => ({
  ...initialValues(undefined),
  fr: { name: 'Flux', description: 'Un indicateur.', features: 'Delta\n\n  Carnet  ' },
  en: { name: 'Flow', description: 'An indicator.', features: 'Delta' },
  price: '19,90',
});

describe('validateProductForm', () => {
  it('builds the creation body: one feature a line, price in euros, stock as a number', () => {
    const result = validateProductForm(filled(), true);
    expect(result).toEqual({
      ok: true,
      body: {
        translations: {
          fr: { name: 'Flux', description: 'Un indicateur.', features: ['Delta', 'Carnet'] },
          en: { name: 'Flow', description: 'An indicator.', features: ['Delta'] },
        },
        category: 'volume',
        compatibility: 'NinjaTrader 8',
        countInStock: 100,
        price: 19.9,
        monthlyPrice: null,
        yearlyPrice: null,
      },
    });
  });

  it('names each wrong field with the contract message key or the zod code', () => {
    const values = { ...filled(), countInStock: '100001', price: '-3' };
    values.en = { ...values.en, name: '  ' };
    const result = validateProductForm(values, true);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => [issue.path, issue.key])).toEqual([
      ['translations.en.name', 'adminCatalog.nameRequired'],
      ['countInStock', 'too_big'],
      ['price', 'invalid_type'],
    ]);
  });

  it('accepts a stock of 0: the product shows out of stock (docs/rules/cart.md)', () => {
    const result = validateProductForm({ ...filled(), countInStock: '0' }, false);
    expect(result.ok && result.body.countInStock).toBe(0);
  });

  it('does not ask for a price when editing', () => {
    expect(validateProductForm({ ...filled(), price: '' }, false).ok).toBe(true);
    expect(validateProductForm({ ...filled(), price: '' }, true).ok).toBe(false);
  });

  it('leaves a lease plan off when empty and checks its price otherwise (docs/rules/leases.md)', () => {
    const offered = validateProductForm({ ...filled(), monthlyPrice: '29,00', yearlyPrice: '' }, false);
    expect(offered.ok && [offered.body.monthlyPrice, offered.body.yearlyPrice]).toEqual([29, null]);
    const wrong = validateProductForm({ ...filled(), monthlyPrice: '0,10', yearlyPrice: 'abc' }, false);
    expect(wrong.ok).toBe(false);
    if (wrong.ok) return;
    expect(wrong.issues.map((issue) => [issue.path, issue.key])).toEqual([
      ['monthlyPrice', 'adminCatalog.leasePriceInvalid'],
      ['yearlyPrice', 'invalid_type'],
    ]);
  });
});
