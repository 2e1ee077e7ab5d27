import { defineNamespace } from '../../define';

/** The dashboard's revenue by currency and the exchange rate form (docs/rules/currencies.md). */
export const adminCurrencies = defineNamespace({
  fr: {
    currencyRevenue: {
      title: 'Chiffre d’affaires par devise',
      currency: 'Devise',
      orders: 'Commandes',
      gross: 'Encaissé',
      refunded: 'Remboursé',
      net: 'Net',
      mrr: 'Revenu mensuel récurrent',
      leases: 'Abonnements actifs',
      empty: 'Aucune commande payée ni abonnement actif pour le moment',
      note: 'Euros et dollars ne s’additionnent jamais : chaque devise a sa ligne, et les cartes montrent chaque devise à côté des autres. Le graphique compte les euros.',
    },
    exchangeRate: {
      title: 'Taux de change des factures en dollars',
      help: 'Les factures en dollars indiquent leur TVA en euros à ce taux, relevé sur la commande au paiement. Il ne convertit aucun prix. Sans taux, le paiement en dollars est fermé.',
      rate: 'Euros pour 1 dollar US',
      date: 'Date du taux',
      save: 'Enregistrer le taux',
      saved: 'Taux enregistré.',
      none: 'Aucun taux : le paiement en dollars est fermé.',
    },
  },
  en: {
    currencyRevenue: {
      title: 'Revenue by currency',
      currency: 'Currency',
      orders: 'Orders',
      gross: 'Taken',
      refunded: 'Refunded',
      net: 'Net',
      mrr: 'Monthly recurring revenue',
      leases: 'Active subscriptions',
      empty: 'No paid order or active subscription yet',
      note: 'Euros and dollars are never added together: each currency has its row, and the cards show each currency beside the others. The chart counts euros.',
    },
    exchangeRate: {
      title: 'Exchange rate of dollar invoices',
      help: 'Dollar invoices state their VAT in euros at this rate, recorded on the order when it is paid. It converts no price. Without a rate, paying in dollars is closed.',
      rate: 'Euros for 1 US dollar',
      date: 'Date of the rate',
      save: 'Save the rate',
      saved: 'Rate saved.',
      none: 'No rate: paying in dollars is closed.',
    },
  },
});
