import { defineNamespace } from '../define';

/**
 * Server only, never shipped to the browser: the text of documents the server renders (the invoice,
 * receipt or credit note PDF).
 */
export const documents = defineNamespace({
  fr: {
    invoice: {
      title: 'Facture',
      number: 'Facture n° {{number}}',
      sellerNotSet: '(non renseigné)',
      date: "Date d'émission : {{date}}",
      order: 'Commande : {{id}}',
      paidOn: 'Payée le {{date}}',
      seller: 'Vendeur',
      buyer: 'Client',
      vatNumber: 'N° TVA : {{vat}}',
      siret: 'SIRET : {{siret}}',
      description: 'Désignation',
      quantity: 'Qté',
      unitPrice: 'Prix unitaire TTC',
      lineTotal: 'Total TTC',
      net: 'Total HT',
      vat: 'TVA {{rate}} %',
      vatCountry: 'TVA {{rate}} % ({{country}})',
      euroVat: 'TVA en euros : {{amount}} (taux de change 1 USD = {{rate}} EUR du {{date}})',
      reverseCharge:
        'Autoliquidation : TVA due par le preneur (article 196 de la directive 2006/112/CE). Prix nets, hors TVA.',
      withdrawalConsent:
        'Le {{date}}, le client a demandé l’accès immédiat au contenu numérique et reconnu perdre son droit de rétractation de 14 jours (article L221-28 du Code de la consommation ; texte du {{version}}).',
      gross: 'Total TTC',
      free: 'Gratuit',
      legal:
        'Prix exprimés en euros TTC. Contenu numérique fourni immédiatement : le droit de rétractation de 14 jours est levé avec votre accord. Pas d’escompte pour paiement anticipé.',
      legalBusiness:
        'Client professionnel : en cas de retard de paiement, pénalités de retard au taux de trois fois le taux d’intérêt légal, exigibles sans rappel, et indemnité forfaitaire pour frais de recouvrement de 40 € (articles L441-9 et L441-10 du Code de commerce).',
      legalForm: '{{form}} au capital de {{capital}}',
      rcs: 'RCS {{city}} {{number}}',
      unitPriceNet: 'Prix unitaire HT',
      discount: 'Remise code promo {{code}}',
      unitPriceDue: 'Prix unitaire dû',
      lineTotalDue: 'Total HT',
      grossDue: 'Total dû',
      legalReverseCharge:
        'Prix exprimés en euros, hors TVA. Contenu numérique fourni immédiatement : le droit de rétractation de 14 jours est levé avec votre accord. Pas d’escompte pour paiement anticipé.',
      viesChecked: 'N° TVA du client confirmé par VIES le {{date}}.',
      viesReference: 'N° TVA du client confirmé par VIES le {{date}}, consultation n° {{reference}}.',
      bundleContent: '{{product}} (inclus dans {{bundle}})',
      bundleCredit: '{{bundle}} (déduction des indicateurs déjà achetés : {{products}}, {{amount}})',
      upgradeFrom: '{{product}} : mise à niveau depuis {{lower}} (commande n° {{order}})',
      receiptTitle: 'Reçu',
      receiptNote:
        'Commande gratuite : ce document est un reçu, pas une facture. Aucun numéro de facture n’est attribué à une commande sans paiement.',
    },
    creditNote: {
      title: 'Avoir',
      number: 'Avoir n° {{number}}',
      cites: 'Se rapporte à la facture n° {{number}}',
      reason: 'Motif : {{reason}}',
      refundLine: 'Remboursement partiel de la commande {{id}}',
      note: 'Avoir émis à la suite d’un remboursement : les montants ci-dessus viennent en déduction de la facture citée, qui reste inchangée.',
    },
  },
  en: {
    invoice: {
      title: 'Invoice',
      number: 'Invoice no. {{number}}',
      sellerNotSet: '(not set yet)',
      date: 'Issue date: {{date}}',
      order: 'Order: {{id}}',
      paidOn: 'Paid on {{date}}',
      seller: 'Seller',
      buyer: 'Customer',
      vatNumber: 'VAT no.: {{vat}}',
      siret: 'SIRET: {{siret}}',
      description: 'Description',
      quantity: 'Qty',
      unitPrice: 'Unit price incl. VAT',
      lineTotal: 'Total incl. VAT',
      net: 'Total excl. VAT',
      vat: 'VAT {{rate}} %',
      vatCountry: 'VAT {{rate}} % ({{country}})',
      euroVat: 'VAT in euros: {{amount}} (exchange rate 1 USD = {{rate}} EUR of {{date}})',
      reverseCharge:
        'Reverse charge: VAT to be accounted for by the customer (article 196 of Directive 2006/112/EC). Net prices, excluding VAT.',
      withdrawalConsent:
        'On {{date}}, the customer asked for immediate access to the digital content and acknowledged losing the 14-day right of withdrawal (Directive 2011/83/EU, article 16(m); text of {{version}}).',
      gross: 'Total incl. VAT',
      free: 'Free',
      legal:
        'Prices in euros including VAT. Digital content supplied immediately: the 14-day withdrawal right is waived with your consent. No discount for early payment.',
      legalBusiness:
        'Business customer: late payment incurs penalties at three times the French legal interest rate, due without reminder, and a fixed recovery indemnity of €40 (French Commercial Code, articles L441-9 and L441-10).',
      legalForm: '{{form}} with a share capital of {{capital}}',
      rcs: 'Trade and companies register (RCS) {{city}} {{number}}',
      unitPriceNet: 'Unit price excl. VAT',
      discount: 'Coupon discount {{code}}',
      unitPriceDue: 'Unit price due',
      lineTotalDue: 'Total excl. VAT',
      grossDue: 'Total due',
      legalReverseCharge:
        'Prices in euros, excluding VAT. Digital content supplied immediately: the 14-day withdrawal right is waived with your consent. No discount for early payment.',
      viesChecked: "Customer's VAT number confirmed by VIES on {{date}}.",
      viesReference: "Customer's VAT number confirmed by VIES on {{date}}, consultation no. {{reference}}.",
      bundleContent: '{{product}} (included in {{bundle}})',
      bundleCredit: '{{bundle}} (less the indicators already bought: {{products}}, {{amount}})',
      upgradeFrom: '{{product}}: upgrade from {{lower}} (order #{{order}})',
      receiptTitle: 'Receipt',
      receiptNote:
        'Free order: this document is a receipt, not an invoice. No invoice number is assigned to an order without payment.',
    },
    creditNote: {
      title: 'Credit note',
      number: 'Credit note no. {{number}}',
      cites: 'Refers to invoice no. {{number}}',
      reason: 'Reason: {{reason}}',
      refundLine: 'Partial refund of order {{id}}',
      note: 'Credit note issued for a refund: the amounts above are deducted from the invoice cited, which stays unchanged.',
    },
  },
});
