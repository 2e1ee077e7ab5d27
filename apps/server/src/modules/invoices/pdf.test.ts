import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invoiceDocument as invoice, pdfTextOf as textOf } from '../../../test/helpers/invoice-document';
import { type InvoiceDocument, renderInvoicePdf } from './pdf';

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

  it('under reverse charge, prints the company and VIES consultation and no "TTC" total, credit notes alike', async () => {
    const business = {
      vatRatePercent: 0,
      vatCountry: 'DE',
      vatMode: 'fr' as const,
      reverseCharge: true,
      buyer: { ...invoice().buyer, company: 'Käufer GmbH', vat: 'DE123456789', country: 'DE' },
      vies: { status: 'valid' as const, checkedAt: '2026-03-02T09:58:00Z', reference: 'WAPIAAAAW000042' },
    };
    for (const kind of ['invoice', 'creditNote'] as const) {
      const text = await textOf(invoice({ ...business, kind, invoiceNumber: 'FA-2026-000001' }));
      expect(text).toContain('Käufer GmbH');
      expect(text).toContain('N° TVA : DE123456789');
      expect(text).toContain('confirmé par VIES le 02 mars 2026, consultation n° WAPIAAAAW000042');
      expect(text).toContain('Total dû');
      expect(text).toContain('Prix unitaire dû');
      expect(text).not.toContain('TTC');
    }
    const unconfirmed = await textOf(
      invoice({ ...business, vies: { ...business.vies, status: 'unreachable' } }),
    );
    expect(unconfirmed).toContain('Autoliquidation');
    expect(unconfirmed).not.toContain('VIES');
    // Without reverse charge the totals include VAT, as before.
    expect(await textOf(invoice())).toContain('Total TTC');
  });

  it('says a VAT number VIES did not confirm is charged VAT until it is, in the invoice language (not on its credit note)', async () => {
    const unconfirmed = {
      buyer: { ...invoice().buyer, company: 'Käufer GmbH', vat: 'DE123456789', country: 'DE' },
      vies: { status: 'unreachable' as const, checkedAt: '2026-03-02T09:58:00Z', reference: null },
    };
    const fr = await textOf(invoice(unconfirmed));
    expect(fr).toContain(
      'N° TVA du client non confirmé par VIES à la date de la facture : la TVA est donc facturée. L’autoliquidation s’appliquera dès sa confirmation, et la TVA sera alors remboursée par un avoir.',
    );
    expect(fr).not.toContain('Customer');
    expect(fr).toContain('Total TTC');
    const en = await textOf(invoice({ ...unconfirmed, language: 'en' }));
    expect(en).toContain(
      "Customer's VAT number not confirmed by VIES on the invoice date: VAT is therefore charged. Reverse charge applies once the number is confirmed, and the VAT is then refunded by a credit note.",
    );
    const credit = await textOf(
      invoice({ ...unconfirmed, kind: 'creditNote', invoiceNumber: 'FA-2026-000041' }),
    );
    expect(credit).not.toContain('VIES');
    // VIES_UNCONFIRMED=reverse: the unconfirmed number got reverse charge, the invoice says nothing of VIES.
    const reverse = { vatRatePercent: 0, reverseCharge: true };
    expect(await textOf(invoice({ ...unconfirmed, ...reverse }))).not.toContain('VIES');
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

describe('invoice PDF: the terms follow the currency and the buyer (docs/rules/invoices.md)', () => {
  const consent = { at: '2026-03-02T09:58:00.000Z', version: '2026-11-24' };
  const euroVat = { vatCents: 900, eurPerUsdMicros: 920_000, rateDate: '2026-03-01' };
  const company = { ...invoice().buyer, company: 'Käufer GmbH', vat: 'DE123456789', country: 'DE' };

  it('states dollar prices on a dollar invoice, with or without VAT, in both languages', async () => {
    const dollars = { termsRevision: 2 as const, currency: 'usd' as const, euroVat };
    const fr = await textOf(invoice(dollars));
    expect(fr).toContain('Prix exprimés en dollars US TTC');
    expect(fr).not.toContain('Prix exprimés en euros');
    expect(fr).toContain('TVA en euros');
    const en = await textOf(invoice({ ...dollars, language: 'en' }));
    expect(en).toContain('Prices in US dollars including VAT');
    expect(en).not.toContain('Prices in euros');
    const net = await textOf(invoice({ ...dollars, reverseCharge: true, vatRatePercent: 0, buyer: company }));
    expect(net).toContain('Prix exprimés en dollars US, hors TVA.');
    // A euro invoice keeps the euro statement.
    expect(await textOf(invoice({ termsRevision: 2 }))).toContain('Prix exprimés en euros TTC.');
  });

  it('gives a business buyer no withdrawal waiver or consent, and a consumer both', async () => {
    const business = await textOf(
      invoice({
        termsRevision: 2,
        reverseCharge: true,
        vatRatePercent: 0,
        buyer: company,
        withdrawalConsent: consent,
      }),
    );
    expect(business).toContain('Prix exprimés en euros, hors TVA. Pas d’escompte pour paiement anticipé.');
    expect(business).not.toContain('rétractation');
    const english = await textOf(
      invoice({ termsRevision: 2, language: 'en', buyer: company, withdrawalConsent: consent }),
    );
    expect(english).not.toContain('withdrawal');
    const consumer = await textOf(invoice({ termsRevision: 2, withdrawalConsent: consent }));
    expect(consumer).toContain('le droit de rétractation de 14 jours est levé avec votre accord');
    expect(consumer).toContain('le client a demandé l’accès immédiat');
  });

  it('prints a document from before the revision with its terms as they were', async () => {
    const before = await textOf(
      invoice({ currency: 'usd', euroVat, buyer: company, withdrawalConsent: consent }),
    );
    expect(before).toContain(
      'Prix exprimés en euros TTC. Contenu numérique fourni immédiatement : le droit de rétractation de 14 jours est levé avec votre accord. Pas d’escompte pour paiement anticipé.',
    );
    expect(before).toContain('le client a demandé l’accès immédiat');
  });
});

describe('invoice PDF: French always, bilingual for an English buyer (docs/rules/invoices.md)', () => {
  const consent = { at: '2026-03-02T09:58:00.000Z', version: '2026-11-24' };
  const english = invoice({
    language: 'en',
    printedIn: ['fr', 'en'],
    withdrawalConsent: consent,
    buyer: { ...invoice().buyer, vat: 'DE123456789' },
  });

  it('prints each label in French with its English under it, French first', async () => {
    const text = await textOf(english);
    const pairs: [string, string][] = [
      ['FACTURE', 'INVOICE'],
      ['Facture n° FA-2026-000042', 'Invoice no. FA-2026-000042'],
      ["Date d'émission : 02 mars 2026", 'Issue date: 02 March 2026'],
      ['Vendeur', 'Seller'],
      ['Client', 'Customer'],
      ['Prix unitaire HT', 'Unit price excl. VAT'],
      ['Total HT', 'Total excl. VAT'],
      ['Allemagne', 'Germany'],
      ['Le 2 mars 2026 à 10:58, le client a demandé', 'On 2 March 2026 at 10:58, the customer asked'],
      ['pénalités de retard', 'late payment incurs penalties'],
    ];
    for (const [fr, en] of pairs) {
      expect(text).toContain(fr);
      expect(text).toContain(en);
      expect(text.indexOf(fr)).toBeLessThan(text.indexOf(en));
    }
    // Amounts are written the French way, once.
    expect(text).toMatch(/57,50\s?€/);
    expect(text).not.toMatch(/€57\.50/);
  });

  it('prints a French buyer’s invoice in French alone', async () => {
    const text = await textOf(invoice({ printedIn: ['fr'] }));
    expect(text).toContain('FACTURE');
    expect(text).not.toContain('INVOICE');
    expect(text).not.toContain('Customer');
  });

  it('prints a credit note and a receipt the same way', async () => {
    const note = await textOf(
      invoice({
        ...english,
        kind: 'creditNote',
        number: 'AV-2026-000001',
        invoiceNumber: 'FA-2026-000042',
        reason: 'Duplicate purchase',
      }),
    );
    expect(note).toContain('AVOIR');
    expect(note).toContain('CREDIT NOTE');
    expect(note).toContain('Se rapporte à la facture n° FA-2026-000042');
    expect(note).toContain('Refers to invoice no. FA-2026-000042');
    const receipt = await textOf(invoice({ ...english, kind: 'receipt', number: '' }));
    expect(receipt).toContain('REÇU');
    expect(receipt).toContain('RECEIPT');
    expect(receipt).toContain('ce document est un reçu, pas une facture');
    expect(receipt).toContain('this document is a receipt, not an invoice');
  });

  it('on a credit note whose lines cost more than it gives back, prints what an earlier partial refund returned', async () => {
    // Two units at 69.00, 8.00 already returned from the dashboard without a unit: the note gives back 130.00.
    const note = (grossCents: number, netCents: number) =>
      textOf(
        invoice({
          ...english,
          kind: 'creditNote',
          number: 'AV-2026-000002',
          invoiceNumber: 'FA-2026-000042',
          grossCents,
          netCents,
          vatCents: grossCents - netCents,
        }),
      );
    const text = await note(13000, 10833);
    expect(text).toContain('Déjà remboursé par un remboursement partiel antérieur');
    expect(text).toContain('Already refunded by an earlier partial refund');
    expect(text).toMatch(/-8,00\s?€/);
    expect(text).toMatch(/-6,67\s?€/);
    // Lines that add up to the amount need no such line.
    expect(await note(13800, 11500)).not.toContain('Déjà remboursé');
  });

  it('renders a snapshot from before (no printedIn) in its own language, byte for byte as it was', async () => {
    const digest = async (document: InvoiceDocument) =>
      createHash('sha256')
        .update(await renderInvoicePdf(document))
        .digest('hex');
    // Digests of the PDFs the renderer wrote before documents were printed in French (commit 27aa292).
    expect(await digest(invoice({ withdrawalConsent: consent }))).toBe(
      'b92e34c5cd9db026a33ae5e53aec85700b185bf8ef2ea28b0742e6d80f30264a',
    );
    const credit = invoice({
      kind: 'creditNote',
      number: 'AV-2026-000001',
      invoiceNumber: 'FA-2026-000042',
      reason: 'Duplicate purchase',
      language: 'en',
    });
    expect(await digest(credit)).toBe('1a4f474fe2626158b48adaf4e93027ac638f608bf30c51ba8ffee5f35139f21d');
    const oldEnglish = await textOf(invoice({ language: 'en' }));
    expect(oldEnglish).toContain('INVOICE');
    expect(oldEnglish).not.toContain('FACTURE');
  });
});
