import { defineNamespace } from '../../define';

/** The back-office's Trials tab (docs/rules/trials.md). */
export const adminTrials = defineNamespace({
  fr: {
    trials: {
      title: 'Essais gratuits',
      empty: 'Aucun essai pour le moment.',
      user: 'Client',
      product: 'Produit',
      machine: 'Machine',
      ends: 'Fin',
      status: 'Statut',
      running: 'En cours',
      ended: 'Terminé',
      converted: 'Acheté',
      days: 'Jours à ajouter',
      extend: 'Prolonger',
      extended: 'Essai prolongé jusqu’au {{date}} ; son fichier de licence est signé de nouveau.',
    },
  },
  en: {
    trials: {
      title: 'Free trials',
      empty: 'No trial yet.',
      user: 'Customer',
      product: 'Product',
      machine: 'Machine',
      ends: 'Ends',
      status: 'Status',
      running: 'Running',
      ended: 'Ended',
      converted: 'Bought',
      days: 'Days to add',
      extend: 'Extend',
      extended: 'Trial extended until {{date}}; its licence file is signed again.',
    },
  },
});
