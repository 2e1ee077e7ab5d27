import { describe, expect, it } from 'vitest';
import { currencySchema } from './currency';
import { currencyCookie, resolveCurrency } from './currency-choice';

describe('resolveCurrency (docs/rules/currencies.md)', () => {
  it('takes the visitor’s stored choice first, whatever the language', () => {
    expect(resolveCurrency({ stored: 'usd', browser: 'fr-FR,fr;q=0.9' })).toBe('usd');
    expect(resolveCurrency({ stored: 'eur', browser: 'en-US,en;q=0.9' })).toBe('eur');
    expect(resolveCurrency({ stored: 'USD', browser: ['fr-FR'] })).toBe('usd');
  });

  it('skips a stored value that names no currency', () => {
    expect(resolveCurrency({ stored: 'gbp', browser: 'en-US' })).toBe('usd');
    expect(resolveCurrency({ stored: '', browser: 'en-GB' })).toBe('eur');
  });

  it('gives dollars to a first browser language of the United States, euros to everyone else', () => {
    expect(resolveCurrency({ browser: 'en-US,en;q=0.9' })).toBe('usd');
    expect(resolveCurrency({ browser: ['es-US', 'es'] })).toBe('usd');
    expect(resolveCurrency({ browser: 'en-GB,en;q=0.9' })).toBe('eur');
    expect(resolveCurrency({ browser: 'en' })).toBe('eur');
    expect(resolveCurrency({ browser: 'fr-FR,en-US;q=0.8' })).toBe('eur');
    expect(resolveCurrency({ browser: ['fr-CA', 'en-US'] })).toBe('eur');
    expect(resolveCurrency({})).toBe('eur');
  });

  it('reads the currency cookie among others', () => {
    expect(currencyCookie('lang=en; currency=usd; other=1')).toBe('usd');
    expect(currencyCookie('mycurrency=usd')).toBeUndefined();
    expect(currencyCookie(undefined)).toBeUndefined();
  });

  it('accepts only eur and usd in a request, with the currency.invalid key', () => {
    expect(currencySchema.parse('usd')).toBe('usd');
    const refused = currencySchema.safeParse('gbp');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('currency.invalid');
  });
});
