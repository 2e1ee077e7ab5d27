import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { invoiceDocument as invoice } from '../../../test/helpers/invoice-document';
import { type InvoiceDocument, renderInvoicePdf } from './pdf';

/** The PDF's text with line breaks folded to spaces, so a mention wrapped over two lines still matches. */
async function textOf(document: InvoiceDocument): Promise<string> {
  const pdf = await renderInvoicePdf(document);
  return (await new PDFParse({ data: pdf }).getText()).text.replace(/\s+/g, ' ');
}

describe('invoice PDF mentions (CGI ann. II art. 242 nonies A, C. com. L441-9)', () => {
  it('prints the seller identity from configuration, unit prices excluding VAT and the country name', async () => {
    const text = await textOf(invoice());
    expect(text).toContain('Acme Trading Tools');
    expect(text).toContain('SARL au capital de 5 000 €');
    expect(text).toContain('3 quai des Pavots, 69002 Lyon, France');
    expect(text).toContain('RCS Lyon 123 456 789');
    expect(text).toContain('SIRET : 123 456 789 00012');
    expect(text).toContain('N° TVA : FR12123456789');
    expect(text).toContain('Prix unitaire HT');
    expect(text).toMatch(/57,50\s?€/);
    expect(text).toContain('Allemagne');
    expect(text).not.toMatch(/\bDE\b/);
    // The order is named by its short id (its end), not by the clock at its start.
    expect(text).toContain('Commande : 7e8f9a0b');
    // A consumer (no VAT number) gets no business late-payment terms.
    expect(text).not.toContain('40 €');
  });

  it('in English, names the country in English and adds the business terms for a buyer with a VAT number', async () => {
    const text = await textOf(
      invoice({ language: 'en', buyer: { ...invoice().buyer, vat: 'DE123456789', country: 'DE' } }),
    );
    expect(text).toContain('SARL with a share capital of 5 000 €');
    expect(text).toContain('Unit price excl. VAT');
    expect(text).toContain('Germany');
    expect(text).toContain('three times the French legal interest rate');
    expect(text).toContain('fixed recovery indemnity of €40');
  });

  it('wraps long addresses and e-mails instead of running over the table', async () => {
    const longEmail = `a-very-long-mailbox-name-for-accounting-department@${'sub.'.repeat(8)}example.test`;
    const longAddress =
      'Bâtiment C, escalier 4, 12e étage, 145 boulevard de la Très Longue Avenue des Entreprises';
    const text = await textOf(
      invoice({ buyer: { ...invoice().buyer, email: longEmail, lines: [longAddress, '75011 Paris'] } }),
    );
    expect(text.replace(/\s/g, '')).toContain(longEmail);
    expect(text).toContain('Désignation');
    const tableStart = text.indexOf('Désignation');
    expect(text.indexOf('75011 Paris')).toBeLessThan(tableStart);
  });
});

describe('invoice PDF: VAT country, reverse charge and withdrawal consent (docs/rules/vat.md)', () => {
  const consent = { at: '2026-03-02T09:58:00.000Z', version: '2026-11-24' };

  it('prints the rate with its country, in the invoice language, with a decimal rate written locally', async () => {
    const fr = await textOf(invoice({ vatRatePercent: 25.5, vatCountry: 'FI', vatMode: 'oss' }));
    expect(fr).toContain('TVA 25,5 % (Finlande)');
    const en = await textOf(
      invoice({ language: 'en', vatRatePercent: 19, vatCountry: 'DE', vatMode: 'oss' }),
    );
    expect(en).toContain('VAT 19 % (Germany)');
    expect(en).not.toContain('Reverse charge');
  });

  it('says "Autoliquidation" in French and "Reverse charge" in English under reverse charge', async () => {
    const reverse = { vatRatePercent: 0, vatCountry: 'DE', vatMode: 'oss' as const, reverseCharge: true };
    expect(await textOf(invoice(reverse))).toContain('Autoliquidation : TVA due par le preneur');
    expect(await textOf(invoice({ ...reverse, language: 'en' }))).toContain(
      'Reverse charge: VAT to be accounted for by the customer',
    );
  });

  it('repeats the withdrawal consent with its time (Paris) and text version, and omits it when none', async () => {
    const fr = await textOf(invoice({ withdrawalConsent: consent }));
    expect(fr).toContain('Le 2 mars 2026 à 10:58, le client a demandé l’accès immédiat');
    expect(fr).toContain('L221-28');
    expect(fr).toContain('texte du 2026-11-24');
    const en = await textOf(invoice({ language: 'en', withdrawalConsent: consent }));
    expect(en).toContain('acknowledged losing the 14-day right of withdrawal');
    expect(await textOf(invoice())).not.toContain('a demandé l’accès immédiat');
  });
});
