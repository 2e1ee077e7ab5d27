import { defineNamespace } from '../../define';

/** Errors of the euro and dollar prices (docs/rules/currencies.md). */
export const currencyErrors = defineNamespace({
  fr: {
    currency: {
      invalid: 'Devise inconnue : choisissez eur ou usd.',
      productNotSold:
        '« {{product}} » n’est pas vendu en dollars US. Payez en euros ou retirez-le du panier.',
      leaseNotSold:
        '« {{product}} » n’est pas proposé en location en dollars US. Passez à l’euro pour vous abonner.',
      rateMissing:
        'Le paiement en dollars US n’est pas encore ouvert (taux de change non renseigné). Payez en euros.',
      rateInvalid: 'Indiquez un taux positif (euros pour 1 dollar US, 6 décimales au plus).',
      rateDateInvalid: 'Indiquez la date du taux (AAAA-MM-JJ).',
    },
  },
  en: {
    currency: {
      invalid: 'Unknown currency: choose eur or usd.',
      productNotSold: '“{{product}}” is not sold in US dollars. Pay in euros or remove it from the cart.',
      leaseNotSold: '“{{product}}” is not leased in US dollars. Switch to euros to subscribe.',
      rateMissing: 'Paying in US dollars is not open yet (no exchange rate set). Pay in euros.',
      rateInvalid: 'Enter a positive rate (euros for 1 US dollar, at most 6 decimals).',
      rateDateInvalid: 'Enter the date of the rate (YYYY-MM-DD).',
    },
  },
});
