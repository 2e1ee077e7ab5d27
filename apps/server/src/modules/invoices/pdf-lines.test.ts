import { describe, expect, it } from 'vitest';
import { invoiceDocument as invoice, pdfTextOf as textOf } from '../../../test/helpers/invoice-document';

describe('invoice PDF lines of revision 3: each language, lease periods, bundles (docs/rules/invoices.md)', () => {
  const lease = {
    name: 'Asian Session Levels — monthly lease from 1 March 2027 to 1 April 2027',
    names: {
      fr: 'Asian Session Levels — location mensuelle du 1 mars 2027 au 1 avril 2027',
      en: 'Asian Session Levels — monthly lease from 1 March 2027 to 1 April 2027',
    },
    quantity: 1,
    unitPriceCents: 4050,
    unitNetCents: 3375,
  };

  it('states a lease period in French, with its English under it for an English buyer', async () => {
    const text = await textOf(
      invoice({ termsRevision: 3, language: 'en', printedIn: ['fr', 'en'], currency: 'usd', lines: [lease] }),
    );
    expect(text).toContain(lease.names.fr);
    expect(text.indexOf('location mensuelle du 1 mars 2027')).toBeLessThan(
      text.indexOf('monthly lease from 1 March 2027'),
    );
    expect(text).toContain('40,50 $US');
    const french = await textOf(invoice({ termsRevision: 3, printedIn: ['fr'], lines: [lease] }));
    expect(french).toContain(lease.names.fr);
    expect(french).not.toContain('monthly lease');
  });

  it('prints a bundle’s indicators as included, the credit once on the bundle’s line', async () => {
    const member = (product: string) => ({
      name: `${product} (inclus dans Pack Sessions)`,
      names: { fr: `${product} (inclus dans Pack Sessions)`, en: `${product} (included in Pack Sessions)` },
      quantity: 1,
      unitPriceCents: 0,
      unitNetCents: 0,
      included: true,
    });
    const text = await textOf(
      invoice({
        termsRevision: 3,
        printedIn: ['fr'],
        lines: [
          {
            name: 'Pack Sessions (déduction des indicateurs déjà achetés : Risk/Reward, -69,00 €)',
            quantity: 1,
            unitPriceCents: 3000,
            unitNetCents: 2500,
          },
          member('Asian Session Levels'),
          member('Risk/Reward'),
        ],
      }),
    );
    expect(text.split('déduction des indicateurs déjà achetés').length - 1).toBe(1);
    expect(text.match(/\bInclus\b/g)).toHaveLength(6);
    expect(text).not.toContain('Gratuit');
    expect(text).not.toMatch(/(?<![\d,])0,00 €/);
  });

  it('drops the withdrawal waiver of a reverse-charge sale even when the snapshot has no VAT number', async () => {
    const reverse = {
      reverseCharge: true,
      vatRatePercent: 0,
      withdrawalConsent: { at: '2026-03-02T09:58:00.000Z', version: '2026-11-24' },
    };
    expect(await textOf(invoice({ ...reverse, termsRevision: 3 }))).not.toContain('rétractation');
    // Revision 2 printed it from the VAT number alone: such a document renders as it did.
    expect(await textOf(invoice({ ...reverse, termsRevision: 2 }))).toContain('rétractation');
  });
});
