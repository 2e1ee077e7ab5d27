import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** The SELLER_* variables (seller-config.ts), read through the one entry that parses the environment. */
describe('seller identity', () => {
  const complete = {
    SELLER_NAME: 'Acme Trading Tools',
    SELLER_LEGAL_FORM: 'SARL',
    SELLER_SHARE_CAPITAL: '5 000 €',
    SELLER_ADDRESS: '3 quai des Pavots, 69002 Lyon, France',
    SELLER_RCS_CITY: 'Lyon',
    SELLER_RCS_NUMBER: '123 456 789',
    SELLER_SIRET: '123 456 789 00007',
    SELLER_VAT: 'FR32123456789',
    SELLER_HOSTING: 'OVH SAS, 2 rue Kellermann, 59100 Roubaix, France',
  };

  it('takes the first values of the seller identity from SELLER_* variables', () => {
    expect(
      loadConfig({ ...complete, SELLER_PUBLISHER: 'Jeanne Martin', SUPPORT_EMAIL: 'help@acme.test' })
        .sellerInitial,
    ).toEqual({
      name: complete.SELLER_NAME,
      legalForm: complete.SELLER_LEGAL_FORM,
      shareCapital: complete.SELLER_SHARE_CAPITAL,
      address: complete.SELLER_ADDRESS,
      rcsCity: complete.SELLER_RCS_CITY,
      rcsNumber: complete.SELLER_RCS_NUMBER,
      siret: complete.SELLER_SIRET,
      vat: complete.SELLER_VAT,
      hosting: complete.SELLER_HOSTING,
      email: 'help@acme.test',
      publisher: 'Jeanne Martin',
    });
  });

  it('refuses a SELLER_* value the back-office would refuse, in one line naming the variable', () => {
    // The examples: a SIRET whose check digit is wrong, a VAT number whose key does not match.
    expect(() => loadConfig({ ...complete, SELLER_SIRET: '91234567800015' })).toThrow(
      'Invalid configuration: SELLER_SIRET: SIRET: 14 digits are needed, the last being a valid check digit.',
    );
    expect(() =>
      loadConfig({ ...complete, SELLER_SIRET: '912 345 678 00011', SELLER_VAT: 'FR40912345678' }),
    ).toThrow(/^Invalid configuration: SELLER_VAT: EU VAT number: it does not match the SIRET/);
    expect(() => loadConfig({ ...complete, SELLER_VAT: 'XX123' })).toThrow(
      /SELLER_VAT: EU VAT number: format/,
    );
    expect(() => loadConfig({ ...complete, SUPPORT_EMAIL: 'not-an-address' })).toThrow(
      /^Invalid configuration: SUPPORT_EMAIL/,
    );
    // A VAT number is stored as the back-office stores it: spaces out, upper case.
    expect(loadConfig({ ...complete, SELLER_VAT: 'fr 32 123456789' }).sellerInitial.vat).toBe(
      'FR32123456789',
    );
  });

  it('leaves unset fields empty instead of inventing placeholders', () => {
    const { SELLER_VAT: _vat, ...partial } = complete;
    const initial = loadConfig(partial).sellerInitial;
    expect(initial.vat).toBe('');
    expect(initial.publisher).toBe('');
    expect(initial.email).toBe('');
    expect(initial.name).toBe('Acme Trading Tools');
  });
});
