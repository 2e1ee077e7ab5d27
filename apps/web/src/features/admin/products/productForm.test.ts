import type { AdminProduct } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { initialValues, type ProductFormValues, validateProductForm } from './productForm';

const filled = (): ProductFormValues => ({
  ...initialValues(undefined),
  fr: { name: 'Flux', description: 'Un indicateur.', features: 'Delta\n\n  Carnet  ' },
  en: { name: 'Flow', description: 'An indicator.', features: 'Delta' },
  price: '19,90',
});

describe('validateProductForm', () => {
  it('builds the creation body: one feature a line, price in euro cents, stock as a number', () => {
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
        updatesMonths: null,
        trialDays: null,
        machinesPerSeat: null,
        price: { amount: 1990, currency: 'eur' },
        monthlyPrice: null,
        yearlyPrice: null,
        usdPrice: null,
        usdMonthlyPrice: null,
        usdYearlyPrice: null,
        isProtected: false,
        licenceBuild: null,
        licenceEdition: null,
        licenceFeatures: [],
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

  it('takes the licence build, edition and one feature key a line; empty build and edition are null', () => {
    const result = validateProductForm(
      {
        ...filled(),
        licenceBuild: ' vwap ',
        licenceEdition: 'premium',
        licenceFeatures: 'delta-ladder\n\n alerts ',
      },
      false,
    );
    expect(
      result.ok && [result.body.licenceBuild, result.body.licenceEdition, result.body.licenceFeatures],
    ).toEqual(['vwap', 'premium', ['delta-ladder', 'alerts']]);
    const wrong = validateProductForm(
      { ...filled(), licenceBuild: 'Vwap', licenceEdition: '-x', licenceFeatures: 'ok\nNot a key\nok' },
      false,
    );
    expect(wrong.ok).toBe(false);
    if (!wrong.ok)
      expect(wrong.issues.map((issue) => [issue.path, issue.key])).toEqual([
        ['licenceBuild', 'adminCatalog.licenceBuildInvalid'],
        ['licenceEdition', 'adminCatalog.licenceEditionInvalid'],
        ['licenceFeatures', 'adminCatalog.licenceFeatureInvalid'],
        ['licenceFeatures', 'adminCatalog.licenceFeatureRepeated'],
      ]);
    const many = Array.from({ length: 21 }, (_, index) => `f${index}`).join('\n');
    const tooMany = validateProductForm({ ...filled(), licenceFeatures: many }, false);
    expect(!tooMany.ok && tooMany.issues.map((issue) => issue.key)).toEqual([
      'adminCatalog.licenceFeaturesTooMany',
    ]);
  });

  it('takes the machines per seat as 1 to 20, empty for the shop default, with the contract message otherwise', () => {
    const perSeat = (machinesPerSeat: string) => validateProductForm({ ...filled(), machinesPerSeat }, false);
    const three = perSeat(' 3 ');
    expect(three.ok && three.body.machinesPerSeat).toBe(3);
    const none = perSeat('');
    expect(none.ok && none.body.machinesPerSeat).toBeNull();
    for (const wrong of ['0', '21', '1.5', 'x']) {
      const result = perSeat(wrong);
      expect(result.ok, wrong).toBe(false);
      if (!result.ok)
        expect(result.issues.map((issue) => [issue.path, issue.key])).toEqual([
          ['machinesPerSeat', 'adminCatalog.machinesPerSeatRange'],
        ]);
    }
  });

  it('takes the free trial as whole days 1 to 90, empty for none, with the contract message otherwise', () => {
    const trial = (trialDays: string) => validateProductForm({ ...filled(), trialDays }, false);
    const days = trial(' 14 ');
    expect(days.ok && days.body.trialDays).toBe(14);
    const none = trial('');
    expect(none.ok && none.body.trialDays).toBeNull();
    for (const wrong of ['0', '91', '2.5', 'x']) {
      const result = trial(wrong);
      expect(result.ok, wrong).toBe(false);
      if (!result.ok)
        expect(result.issues.map((issue) => [issue.path, issue.key])).toEqual([
          ['trialDays', 'adminCatalog.trialDaysRange'],
        ]);
    }
  });

  it('does not ask for a price when editing', () => {
    expect(validateProductForm({ ...filled(), price: '' }, false).ok).toBe(true);
    expect(validateProductForm({ ...filled(), price: '' }, true).ok).toBe(false);
  });

  it('sends null for every update, N for updates during N months, and refuses a period out of 1..120', () => {
    const period = (updatesMonths: string) =>
      validateProductForm({ ...filled(), updatesPlan: 'months', updatesMonths }, false);
    expect(validateProductForm({ ...filled(), updatesMonths: '12' }, false)).toMatchObject({
      ok: true,
      body: { updatesMonths: null },
    });
    expect(period(' 12 ')).toMatchObject({ ok: true, body: { updatesMonths: 12 } });
    expect(period('120')).toMatchObject({ ok: true, body: { updatesMonths: 120 } });
    for (const wrong of ['', '0', '121', '1.5', '-3', 'douze']) {
      const result = period(wrong);
      expect(result.ok, wrong).toBe(false);
      if (result.ok) continue;
      expect(result.issues.map((issue) => [issue.path, issue.key])).toEqual([
        ['updatesMonths', 'adminCatalog.updatesMonthsRange'],
      ]);
    }
  });

  it('opens on the product’s own plan and licence settings', () => {
    const text = { name: 'Flux', description: 'Un indicateur.', features: [] };
    const product = {
      translations: { fr: text, en: text },
      updatesMonths: 6,
      licenceBuild: null,
      licenceEdition: 'premium',
      licenceFeatures: ['delta-ladder', 'alerts'],
    } as unknown as AdminProduct;
    expect(initialValues(product)).toMatchObject({
      updatesPlan: 'months',
      updatesMonths: '6',
      licenceBuild: '',
      licenceEdition: 'premium',
      licenceFeatures: 'delta-ladder\nalerts',
    });
    expect(initialValues(undefined)).toMatchObject({ updatesPlan: 'all', updatesMonths: '' });
  });

  it('leaves a lease plan off when empty and checks its price otherwise (docs/rules/leases.md)', () => {
    const offered = validateProductForm({ ...filled(), monthlyPrice: '29,00', yearlyPrice: '' }, false);
    expect(offered.ok && [offered.body.monthlyPrice, offered.body.yearlyPrice]).toEqual([
      { amount: 2900, currency: 'eur' },
      null,
    ]);
    const wrong = validateProductForm({ ...filled(), monthlyPrice: '0,10', yearlyPrice: 'abc' }, false);
    expect(wrong.ok).toBe(false);
    if (wrong.ok) return;
    expect(wrong.issues.map((issue) => [issue.path, issue.key])).toEqual([
      ['monthlyPrice', 'adminCatalog.leasePriceInvalid'],
      ['yearlyPrice', 'adminCatalog.leasePriceInvalid'],
    ]);
  });

  it('leaves a plan’s dollar twin off when empty and checks it with its own key (docs/rules/currencies.md)', () => {
    const twin = validateProductForm({ ...filled(), usdMonthlyPrice: '32,50', usdYearlyPrice: '' }, false);
    expect(twin.ok && [twin.body.usdMonthlyPrice, twin.body.usdYearlyPrice]).toEqual([
      { amount: 3250, currency: 'usd' },
      null,
    ]);
    const wrong = validateProductForm({ ...filled(), usdMonthlyPrice: '0,10' }, false);
    expect(!wrong.ok && wrong.issues.map((issue) => [issue.path, issue.key])).toEqual([
      ['usdMonthlyPrice', 'adminCatalog.usdLeasePriceInvalid'],
    ]);
  });
});
