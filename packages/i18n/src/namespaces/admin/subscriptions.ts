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
      actions: 'Actions',
      grace: {
        days: 'Jours de grâce à ajouter (1 à 60)',
        extend: 'Prolonger la période de grâce',
        extended: '{{product}} : période de grâce prolongée jusqu’au {{date}}.',
      },
      dunning: {
        title: 'Relances de paiement',
        hint: 'Après un renouvellement refusé : un e-mail tout de suite, un à mi-parcours, un dernier avant la fin des {{graceDays}} jours de grâce, chacun avec un lien pour mettre à jour la carte.',
        midway: 'Rappel de mi-parcours, jours après l’échec',
        lastNotice: 'Dernier rappel, jours avant la fin',
        save: 'Enregistrer les relances',
        saved: 'Relances enregistrées : {{midway}} jours après l’échec, {{lastNotice}} jours avant la fin.',
      },
    },
    leaseMetrics: {
      mrr: 'Revenu mensuel récurrent (TTC), par devise',
      mrrHint: '{{count}} abonnements actifs ou en délai de grâce ; annuels comptés pour 1/12',
      mrrHint_one: '{{count}} abonnement actif ou en délai de grâce ; annuels comptés pour 1/12',
      churn: 'Attrition (30 jours)',
      churnHint:
        '{{ended}} terminés sur {{running}} actifs il y a 30 jours, au {{date}} (horloge des abonnements)',
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
      actions: 'Actions',
      grace: {
        days: 'Grace days to add (1 to 60)',
        extend: 'Extend grace',
        extended: '{{product}}: grace period extended until {{date}}.',
      },
      dunning: {
        title: 'Payment reminders',
        hint: 'After a declined renewal: an e-mail at once, one at mid-grace, a last one before the {{graceDays}} grace days end, each with a link to update the card.',
        midway: 'Mid-grace reminder, days after the failure',
        lastNotice: 'Last reminder, days before the end',
        save: 'Save reminders',
        saved: 'Reminders saved: {{midway}} days after the failure, {{lastNotice}} days before the end.',
      },
    },
    leaseMetrics: {
      mrr: 'Monthly recurring revenue (VAT incl.), per currency',
      mrrHint: '{{count}} active or past-due subscriptions; yearly ones counted as 1/12',
      mrrHint_one: '{{count}} active or past-due subscription; yearly ones counted as 1/12',
      churn: 'Churn (30 days)',
      churnHint:
        '{{ended}} ended out of {{running}} active 30 days ago, as of {{date}} (the subscriptions’ clock)',
      noChurn: '—',
    },
  },
});
