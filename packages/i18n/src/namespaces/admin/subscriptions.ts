import { defineNamespace } from '../../define';

/** The back-office's Subscriptions tab and the dashboard's lease figures (docs/rules/leases.md). */
export const adminSubscriptions = defineNamespace({
  fr: {
    subscriptions: {
      title: 'Abonnements',
      empty: 'Aucun abonnement.',
      filter: 'Statut',
      all: 'Tous',
      filters: { active: 'Actifs', past_due: 'Paiement en échec', canceled: 'Terminés' },
      buyer: 'Client',
      product: 'Produit',
      plan: 'Formule',
      plans: { monthly: 'Mensuelle', yearly: 'Annuelle' },
      status: 'Statut',
      states: {
        active: 'Actif',
        canceling: 'Résilié à l’échéance ({{date}})',
        pastDue: 'Paiement en échec, grâce jusqu’au {{date}}',
        ended: 'Terminé le {{date}}',
      },
      nextRenewal: 'Prochain renouvellement',
      paidUntil: 'Payé jusqu’au',
      graceUntil: 'Grâce jusqu’au',
      failedPayments: 'Paiements échoués',
    },
    leaseMetrics: {
      mrr: 'Revenu mensuel récurrent (TTC)',
      mrrHint: '{{count}} abonnements actifs ou en délai de grâce ; annuels comptés pour 1/12',
      mrrHint_one: '{{count}} abonnement actif ou en délai de grâce ; annuels comptés pour 1/12',
      churn: 'Attrition (30 jours)',
      churnHint: '{{ended}} terminés sur {{running}} actifs il y a 30 jours',
      noChurn: '—',
    },
  },
  en: {
    subscriptions: {
      title: 'Subscriptions',
      empty: 'No subscription.',
      filter: 'Status',
      all: 'All',
      filters: { active: 'Active', past_due: 'Payment failed', canceled: 'Ended' },
      buyer: 'Customer',
      product: 'Product',
      plan: 'Plan',
      plans: { monthly: 'Monthly', yearly: 'Yearly' },
      status: 'Status',
      states: {
        active: 'Active',
        canceling: 'Cancelled at period end ({{date}})',
        pastDue: 'Payment failed, grace until {{date}}',
        ended: 'Ended on {{date}}',
      },
      nextRenewal: 'Next renewal',
      paidUntil: 'Paid until',
      graceUntil: 'Grace until',
      failedPayments: 'Failed payments',
    },
    leaseMetrics: {
      mrr: 'Monthly recurring revenue (VAT incl.)',
      mrrHint: '{{count}} active or past-due subscriptions; yearly ones counted as 1/12',
      mrrHint_one: '{{count}} active or past-due subscription; yearly ones counted as 1/12',
      churn: 'Churn (30 days)',
      churnHint: '{{ended}} ended out of {{running}} active 30 days ago',
      noChurn: '—',
    },
  },
});
